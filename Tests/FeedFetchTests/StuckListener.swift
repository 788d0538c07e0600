import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback port that never completes a connection, for connect-timeout tests.
///
/// It listens with a backlog of 0 and fills its accept queue with one connection it never accepts;
/// Linux then drops further SYNs and the client keeps retransmitting, as with an unreachable
/// server. Unlike a non-routable address (10.255.255.1 and the like, whose fate depends on the
/// sandbox's network: instant "unreachable", or a hang) this is local, quick and deterministic.
final class StuckListener {
    let port: Int
    private var descriptors: [Int32] = []

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        descriptors.append(listener)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 0) == 0 && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else { close(listener); throw POSIXError(.EADDRINUSE) }
        port = Int(UInt16(bigEndian: address.sin_port))
        // The first connection completes and fills the queue; a second, non-blocking one makes sure
        // of it should the kernel round the backlog up. Neither is ever accepted.
        for blocking in [true, false] {
            let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | (blocking ? 0 : Int32(SOCK_NONBLOCK.rawValue)), 0)
            guard filler >= 0 else { continue }
            descriptors.append(filler)
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(filler, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    deinit { for descriptor in descriptors { close(descriptor) } }
}

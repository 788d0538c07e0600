/// Says in words why a TLS handshake failed, from libcurl's (OpenSSL's) message: what a reader can
/// act on ("the server's certificate has expired") instead of "SSL certificate problem: ...".
enum TLSFailureText {
    /// The words for `detail` (libcurl's error text), or nil when it is none of the known cases.
    static func words(for detail: String) -> String? {
        let lower = detail.lowercased()
        let known: [(String, String)] = [
            ("certificate has expired", "the server's certificate has expired"),
            ("certificate is not yet valid", "the server's certificate is not valid yet (or this computer's clock is wrong)"),
            ("no alternative certificate subject name matches", "the server's certificate is for another host: the host name does not match"),
            ("does not match target host name", "the server's certificate is for another host: the host name does not match"),
            ("hostname mismatch", "the server's certificate is for another host: the host name does not match"),
            ("self-signed certificate", "the server's certificate is self-signed, so nobody vouches for it"),
            ("self signed certificate", "the server's certificate is self-signed, so nobody vouches for it"),
            ("unable to get local issuer certificate", "the server's certificate is not signed by an authority this computer trusts"),
            ("unable to get issuer certificate", "the server's certificate is not signed by an authority this computer trusts"),
            ("certificate has been revoked", "the server's certificate has been revoked"),
            ("certificate revoked", "the server's certificate has been revoked"),
            ("wrong version number", "the server does not speak TLS on this port (try http://)"),
            ("unsupported protocol", "the server offers only a TLS version too old to be safe"),
            ("handshake failure", "the server and this program have no TLS settings in common"),
        ]
        return known.first { lower.contains($0.0) }?.1
    }
}

import Foundation
import Testing

/// The config file through the real binary: `config check` and `config default`, and bindings
/// applied by `render --keys` with `--config`.
@Suite struct ConfigCommandTests {
    static func write(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-config-\(UUID().uuidString).toml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theDefaultFilePassesTheCheck() throws {
        let printed = try CommandRun.feedbrowser(["config", "default"])
        #expect(printed.status == 0)
        #expect(printed.output.contains("[keys]") && printed.output.contains("[colors]"))
        let path = try Self.write(printed.output)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let check = try CommandRun.feedbrowser(["config", "check", "--config", path])
        #expect(check.status == 0)
        #expect(check.output == "\(path): no mistakes\n")
    }

    @Test func checkPrintsEachMistakeAtItsLineAndExitsOne() throws {
        let path = try Self.write("mouse = \"yes\"\n[keys]\nquit = \"Dwn\"\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let check = try CommandRun.feedbrowser(["config", "check", "--config", path])
        #expect(check.status == 1)
        #expect(check.output == """
            \(path):1:9: mouse: expected true or false, not a string
            \(path):3:8: unknown key 'Dwn' (did you mean 'Down'?); keys are a character, a name such as Enter or PageDown, F1-F24 or C-a

            """)
    }

    @Test func aMissingConfigGivenWithTheOptionIsOneLineAndStatusOne() throws {
        let run = try CommandRun.feedbrowser(["config", "check", "--config", "/nonexistent/config.toml"])
        #expect(run.status == 1)
        #expect(run.errorOutput == "feedbrowser: --config /nonexistent/config.toml: no such file\n")
    }

    @Test func renderAppliesTheConfigsBindings() throws {
        let path = try Self.write("[keys]\nmove-down = [\"x\"]\n")
        let helpPath = try Self.write("[keys]\nmove-down = [\"x\"]\nhelp = \"F1\"\n")
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: helpPath)
        }
        let sample = CommandLineTests.sample
        let standard = try CommandRun.feedbrowser(["render", sample, "--size", "50x12", "--keys", "j"])
        let rebound = try CommandRun.feedbrowser(["render", sample, "--size", "50x12", "--keys", "x", "--config", path])
        let unbound = try CommandRun.feedbrowser(["render", sample, "--size", "50x12", "--keys", "j", "--config", path])
        let untouched = try CommandRun.feedbrowser(["render", sample, "--size", "50x12"])
        #expect(rebound.status == 0 && rebound.errorOutput.isEmpty)
        #expect(rebound.output == standard.output, "x moves down as j did")
        #expect(unbound.output == untouched.output, "j no longer moves")
        // The help lists the bindings in force.
        let help = try CommandRun.feedbrowser(["render", sample, "--size", "80x40", "--keys", "F1", "--config", helpPath])
        #expect(help.output.contains("│ x ") && help.output.contains("│ F1 "), "\(help.output)")
        #expect(!help.output.contains("j Down"))
    }
}

extension ConfigCommandTests {
    @Test func withNoFileTheCheckSaysTheDefaultsAreUsed() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("feedbrowser-noconfig-\(UUID().uuidString)").path
        let run = try CommandRun.feedbrowser(["config", "check"], environment: ["XDG_CONFIG_HOME": home])
        #expect(run.status == 0)
        #expect(run.output == "No config file at \(home)/feedbrowser/config.toml: the defaults are used (feedbrowser config default prints one).\n")
    }
}

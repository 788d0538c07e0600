import ArgumentParser
import Config
import Foundation

/// `feedbrowser config default`: a config file with every setting, its default and what it does.
struct ConfigDefaultCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "default",
        abstract: "Print a commented config file with every setting and its default."
    )

    func run() throws {
        FileHandle.standardOutput.write(Data(DefaultConfigFile.text().utf8))
    }
}

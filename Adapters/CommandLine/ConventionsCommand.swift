import ArgumentParser
import ConbookModuleKit
import Foundation

/// `conbook conventions`: lists the conventions kept side by side in the data directory, or
/// removes one (`--remove NAME`).
struct ConventionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conventions",
        abstract: "List the stored conventions; the last used one (the default) is marked with *.")

    @OptionGroup var storeOption: StoreOption

    @OptionGroup var languageOption: LanguageOption

    @Option(
        help: ArgumentHelp(
            "Remove a stored convention with its favourites, read marks and settings (the others stay).",
            valueName: "name"))
    var remove: String?

    @MainActor
    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let root =
            storeOption.store.map { URL(fileURLWithPath: $0) } ?? ConbookSettings.defaultStoreRoot(environment: environment)
        let texts = CommandLineTexts.catalogue(for: languageOption.chosen(environment: environment))
        try OpenedConvention.reportingFailures {
            let (library, warning) = try ConventionLibrary.open(root: root, texts: texts)
            if let warning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
            if let remove {
                try library.remove(remove)
                print(texts(.conventionRemoved, ["name": remove]))
                return
            }
            let lines = try library.listing()
            print(lines.isEmpty ? texts(.noConventionsStored) : lines.joined(separator: "\n"))
        }
    }
}

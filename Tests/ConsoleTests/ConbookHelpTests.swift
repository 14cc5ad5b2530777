import ConbookPrograms
import Foundation
import Testing

@Suite("conbook --help, --version and completion scripts")
struct ConbookHelpTests {
    @Test("Given --help, when conbook prints it, then it names every subcommand, gives examples and the exit statuses")
    func help() throws {
        let run = try ConbookExecutable().run(["--help"])

        #expect(run.status == 0)
        for subcommand in ["export", "import", "reminders", "watch", "conventions", "login", "open"] {
            #expect(run.output.contains("conbook \(subcommand)"), "help does not name \(subcommand)")
        }
        #expect(run.output.contains("Examples:"))
        #expect(run.output.contains("Exit status:"))
        #expect(run.output.contains("--language <code>"))
    }

    @Test("Given a subcommand's help, when printed, then it has examples", arguments: ["export", "import", "reminders", "watch"])
    func subcommandHelp(_ subcommand: String) throws {
        let run = try ConbookExecutable().run(["help", subcommand])

        #expect(run.status == 0)
        #expect(run.output.contains("Examples:\n  conbook \(subcommand)"))
    }

    @Test("Given --version, when run, then it prints the version About shows")
    func version() throws {
        let run = try ConbookExecutable().run(["--version"])

        #expect(run.status == 0)
        #expect(run.output.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil)
    }

    @Test(
        "Given a shell, when a completion script is asked for, then conbook writes one for it",
        arguments: ["bash", "zsh", "fish"])
    func completion(_ shell: String) throws {
        let run = try ConbookExecutable().run(["--generate-completion-script", shell])

        #expect(run.status == 0)
        #expect(run.output.contains("conbook"))
        #expect(run.output.contains("remind-before"))
    }
}

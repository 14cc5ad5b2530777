import ArgumentParser
import ConbookConsole
import ConbookCore
import ConbookModuleKit

/// `conbook login` and `conbook logout`: the attendee's login from the command line, without a
/// session. `login` asks for the registration number, the username and the password (the
/// password unseen at a terminal) on the standard input, like the session's `login`.
enum AccountAction: String, ExpressibleByArgument, CaseIterable {
    case login, logout

    /// Carries it out; the exit status: 0 when it did what was asked, 1 otherwise.
    @MainActor
    func run(on conbook: Conbook, output: any ConsoleOutput, input: any ConsoleLineSource) async -> Int32 {
        switch self {
        case .login: await logIn(conbook, output: output, input: input)
        case .logout: logOut(conbook, output: output)
        }
    }

    @MainActor
    private func logIn(_ conbook: Conbook, output: any ConsoleOutput, input: any ConsoleLineSource) async -> Int32 {
        let texts = conbook.commandLineTexts
        switch conbook.login.status() {
        case .notOffered:
            output.writeError(ErrorWording.text(of: LoginError.notOffered, in: conbook.texts) + "\n")
            return 1
        case .loggedIn(let attendee):
            output.writeOutput(texts(.alreadyLoggedIn, Self.values(of: attendee)) + "\n")
            return 0
        case .loggedOut, .expired:
            break
        }
        var answers: [String] = []
        let questions: [(prompt: CommandLineText, ended: CommandLineText, isSecret: Bool)] = [
            (.promptRegistrationNumber, .inputEndedBeforeRegistrationNumber, false),
            (.promptUsername, .inputEndedBeforeUsername, false),
            (.promptPassword, .inputEndedBeforePassword, true),
        ]
        for (prompt, ended, isSecret) in questions {
            output.writeOutput(texts(prompt))
            guard let answer = isSecret ? await input.nextSecretLine() : await input.nextLine() else {
                output.writeError("\n" + texts(ended) + "\n")
                return 1
            }
            answers.append(answer)
        }
        do throws(LoginError) {
            let request = try LoginRequest(registrationNumber: answers[0], username: answers[1], password: answers[2])
            let attendee = try await conbook.login.login(request)
            output.writeOutput(texts(.loggedIn, Self.values(of: attendee)) + "\n")
            return 0
        } catch {
            output.writeError(error.description + "\n")
            return 1
        }
    }

    @MainActor
    private func logOut(_ conbook: Conbook, output: any ConsoleOutput) -> Int32 {
        let texts = conbook.commandLineTexts
        switch conbook.login.status() {
        case .notOffered:
            output.writeError(ErrorWording.text(of: LoginError.notOffered, in: conbook.texts) + "\n")
            return 1
        case .loggedOut:
            output.writeOutput(texts(.notLoggedIn) + "\n")
            return 0
        case .loggedIn, .expired:
            break
        }
        do throws(LoginError) {
            try conbook.login.logout()
            output.writeOutput(texts(.loggedOut) + "\n")
            return 0
        } catch {
            output.writeError(texts(.stillLoggedIn, ["reason": error.description]) + "\n")
            return 1
        }
    }

    /// The attendee's placeholders: `username` and `registrationNumber`.
    private static func values(of attendee: LoggedInAttendee) -> [String: String] {
        ["username": attendee.username, "registrationNumber": "\(attendee.registrationNumber)"]
    }
}

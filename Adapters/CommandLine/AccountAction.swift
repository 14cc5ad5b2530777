import ArgumentParser
import ConbookConsole
import ConbookCore

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
        switch conbook.login.status() {
        case .notOffered:
            output.writeError(LoginError.notOffered.description + "\n")
            return 1
        case .loggedIn(let attendee):
            output.writeOutput("Already logged in as \(attendee.username) (registration number \(attendee.registrationNumber)).\n")
            return 0
        case .loggedOut, .expired:
            break
        }
        var answers: [String] = []
        for (prompt, isSecret) in [("Registration number", false), ("Username", false), ("Password", true)] {
            output.writeOutput("\(prompt): ")
            guard let answer = isSecret ? await input.nextSecretLine() : await input.nextLine() else {
                output.writeError("\nThe input ended before the \(prompt.lowercased()) was given; not logged in.\n")
                return 1
            }
            answers.append(answer)
        }
        do throws(LoginError) {
            let request = try LoginRequest(registrationNumber: answers[0], username: answers[1], password: answers[2])
            let attendee = try await conbook.login.login(request)
            output.writeOutput("Logged in as \(attendee.username) (registration number \(attendee.registrationNumber)).\n")
            return 0
        } catch {
            output.writeError(error.description + "\n")
            return 1
        }
    }

    @MainActor
    private func logOut(_ conbook: Conbook, output: any ConsoleOutput) -> Int32 {
        do throws(LoginError) {
            try conbook.login.logout()
            output.writeOutput("Logged out: your login and messages are no longer kept here.\n")
            return 0
        } catch {
            output.writeError("You are still logged in: \(error.description)\n")
            return 1
        }
    }
}

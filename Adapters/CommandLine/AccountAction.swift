import ArgumentParser
import ConbookConsole
import ConbookCore
import ConbookModuleKit

/// `conbook login` and `conbook logout`: the attendee's login from the command line, without a
/// session. `login` prints the address to open (and opens it in a browser unless `--no-browser`),
/// then waits for the login provider's answer to come back to this machine, or for the address
/// the browser ended on on the standard input; `login --device` shows a code to type on another
/// device and waits. `logout` forgets the login and revokes it at the provider. No token is
/// ever printed.
enum AccountAction: String, ExpressibleByArgument, CaseIterable {
    case login, logout
    /// `conbook pass`: prints the attendee's badge pass (fetched with the login kept), or says
    /// why there is none and fails.
    case pass
    /// `conbook calendar-feed`: prints the subscription address of the favourites' calendar (it
    /// holds a secret, so only this command prints it), or says why there is none and fails.
    case calendarFeed = "calendar-feed"

    /// Carries it out; the exit status: 0 when it did what was asked, 1 otherwise.
    @MainActor
    func run(
        on conbook: Conbook, options: LoginOptions, opener: (any ConsoleLinkOpener)?, output: any ConsoleOutput,
        input: any ConsoleLineSource, screen: ConsoleScreen
    ) async -> Int32 {
        switch self {
        case .login: await logIn(conbook, options: options, opener: opener, output: output, input: input)
        case .logout: await logOut(conbook, output: output)
        case .pass: await showPass(conbook, output: output, screen: screen)
        case .calendarFeed: await showCalendarFeed(conbook, output: output)
        }
    }

    @MainActor
    private func showCalendarFeed(_ conbook: Conbook, output: any ConsoleOutput) async -> Int32 {
        do throws(ConsoleCommandError) {
            let lines = try await ConsoleSessionActions.calendarFeedLines(from: conbook)
            output.writeOutput(lines.joined(separator: "\n") + "\n")
            return 0
        } catch {
            output.writeError(error.text(in: ConsoleTexts.catalogue(for: conbook.language)) + "\n")
            return 1
        }
    }

    @MainActor
    private func showPass(_ conbook: Conbook, output: any ConsoleOutput, screen: ConsoleScreen) async -> Int32 {
        let (lines, problem) = await ConsolePassScene.fetchedAndRendered(from: conbook, on: screen)
        if let problem {
            output.writeError(problem + "\n")
            return 1
        }
        output.writeOutput(lines.joined(separator: "\n") + "\n")
        return 0
    }

    @MainActor
    private func logIn(
        _ conbook: Conbook, options: LoginOptions, opener: (any ConsoleLinkOpener)?, output: any ConsoleOutput,
        input: any ConsoleLineSource
    ) async -> Int32 {
        let texts = conbook.commandLineTexts
        switch conbook.login.status() {
        case .notOffered:
            output.writeError(ErrorWording.text(of: LoginError.notOffered, in: conbook.texts) + "\n")
            return 1
        case .loggedIn(let attendee):
            output.writeOutput(texts(.alreadyLoggedIn, ["name": attendee.name]) + "\n")
            return 0
        case .loggedOut, .sessionEnded:
            break
        }
        do throws(LoginError) {
            let attendee =
                options.device
                ? try await logInOnAnotherDevice(conbook, output: output)
                : try await logInInABrowser(conbook, opener: opener, output: output, input: input)
            guard let attendee else {
                output.writeError(texts(.inputEndedBeforePaste) + "\n")
                return 1
            }
            output.writeOutput(texts(.loggedIn, ["name": attendee.name]) + "\n")
            return 0
        } catch {
            output.writeError(ErrorWording.text(of: error, in: conbook.texts) + "\n")
            return 1
        }
    }

    /// The browser login: the address on a line of its own, then the redirect or a pasted address,
    /// whichever comes first; nil when the input ended before a needed paste.
    @MainActor
    private func logInInABrowser(
        _ conbook: Conbook, opener: (any ConsoleLinkOpener)?, output: any ConsoleOutput, input: any ConsoleLineSource
    ) async throws(LoginError) -> LoggedInAttendee? {
        let texts = conbook.commandLineTexts
        let attempt = try await conbook.login.startLogin()
        output.writeOutput(texts(.loginOpenAddress) + "\n" + attempt.address + "\n")
        try? opener?.open(attempt.address)
        guard attempt.receivesRedirect else {
            output.writeOutput(texts(.loginPastePrompt))
            guard let pasted = await input.nextLine() else { return nil }
            return try await attempt.complete(pastedAddress: pasted)
        }
        output.writeOutput(texts(.loginWaitingOrPaste) + "\n")
        let paste = Task { @MainActor () -> Result<LoggedInAttendee, LoginError>? in
            guard let line = await input.nextLine(), !DisplayText.trimmed(line).isEmpty else { return nil }
            do throws(LoginError) {
                return .success(try await attempt.complete(pastedAddress: line))
            } catch {
                return .failure(error)
            }
        }
        do {
            let attendee = try await attempt.complete()
            paste.cancel()
            return attendee
        } catch .identity(.cancelled) {
            // A pasted address finished the login, which ended the wait.
            guard let pasted = await paste.value else { throw .identity(.cancelled) }
            return try pasted.get()
        }
    }

    @MainActor
    private func logInOnAnotherDevice(
        _ conbook: Conbook, output: any ConsoleOutput
    ) async throws(LoginError)
        -> LoggedInAttendee
    {
        let attempt = try await conbook.login.startDeviceLogin()
        let texts = conbook.commandLineTexts
        output.writeOutput(
            texts(.loginEnterCode, ["address": attempt.verificationAddress, "code": attempt.userCode]) + "\n")
        if let complete = attempt.completeVerificationAddress { output.writeOutput(complete + "\n") }
        return try await attempt.complete()
    }

    @MainActor
    private func logOut(_ conbook: Conbook, output: any ConsoleOutput) async -> Int32 {
        let texts = conbook.commandLineTexts
        switch conbook.login.status() {
        case .notOffered:
            output.writeError(ErrorWording.text(of: LoginError.notOffered, in: conbook.texts) + "\n")
            return 1
        case .loggedOut, .sessionEnded:
            output.writeOutput(texts(.notLoggedIn) + "\n")
            return 0
        case .loggedIn:
            break
        }
        do throws(LoginError) {
            switch try await conbook.login.logout() {
            case .revoked:
                output.writeOutput(texts(.loggedOut) + "\n")
            case .notRevoked(let error):
                output.writeOutput(
                    texts(.loggedOutNotRevoked, ["reason": ErrorWording.text(of: error, in: conbook.texts)]) + "\n")
            }
            return 0
        } catch {
            output.writeError(texts(.stillLoggedIn, ["reason": ErrorWording.text(of: error, in: conbook.texts)]) + "\n")
            return 1
        }
    }
}

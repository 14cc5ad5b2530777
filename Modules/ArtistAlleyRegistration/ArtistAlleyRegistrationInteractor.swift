import ConbookCore
import ConbookModuleKit

/// Turns the login, the registration fetched and the outcomes of requests and check-outs into
/// display values, and runs those calls through the Core.
@MainActor
struct ArtistAlleyRegistrationInteractor {
    let login: LoginUseCase
    let registration: ArtistAlleyRegistrationUseCase
    let texts: ModuleWords<ArtistAlleyRegistrationText>

    /// Why nothing can be fetched (no login), or nil when it can.
    var obstacle: String? {
        switch login.status() {
        case .notOffered: texts(.registrationNotOffered)
        case .loggedOut: texts(.registrationLogInPrompt)
        case .sessionEnded: texts(.registrationSessionEnded)
        case .loggedIn: nil
        }
    }

    /// The latest registration (nil: none), or why it could not be fetched.
    func fetch() async -> Result<ArtistAlleyRegistration?, ArtistAlleyRegistrationError> {
        do throws(ArtistAlleyRegistrationError) {
            return .success(try await registration.latest())
        } catch {
            return .failure(error)
        }
    }

    /// Sends a request; what to say of how it went.
    func request(_ form: ArtistAlleyRequestForm) async -> String {
        do throws(ArtistAlleyRegistrationError) {
            try await registration.request(form)
            return texts(.registrationSent)
        } catch {
            return wording(of: error)
        }
    }

    /// Checks out; what to say of how it went.
    func checkOut() async -> String {
        do throws(ArtistAlleyRegistrationError) {
            try await registration.checkOut()
            return texts(.registrationCheckedOut)
        } catch {
            return wording(of: error)
        }
    }

    /// The page with a registration, or with none (`message` says so).
    func viewModel(_ registration: ArtistAlleyRegistration?) -> ArtistAlleyRegistrationViewModel {
        guard let registration else {
            return ArtistAlleyRegistrationViewModel(title: texts(.registrationTitle), message: texts(.registrationNone))
        }
        return ArtistAlleyRegistrationViewModel(
            title: texts(.registrationTitle), state: state(registration.state),
            table: DisplayText.nonEmpty(registration.location).map { texts(.registrationTable, ["table": $0]) },
            name: DisplayText.nonEmpty(registration.displayName),
            shortDescription: DisplayText.nonEmpty(registration.shortDescription), canCheckOut: true)
    }

    /// A page that says only a message (fetching, or why not).
    func message(_ text: String) -> ArtistAlleyRegistrationViewModel {
        ArtistAlleyRegistrationViewModel(title: texts(.registrationTitle), message: text)
    }

    func state(_ state: ArtistAlleyRegistrationState) -> String {
        switch state {
        case .pending: texts(.registrationStatePending)
        case .accepted: texts(.registrationStateAccepted)
        case .rejected: texts(.registrationStateRejected)
        case .published: texts(.registrationStatePublished)
        case .other(let text): texts(.registrationStateOther, ["state": text])
        }
    }

    func wording(of error: ArtistAlleyRegistrationError) -> String {
        switch error {
        case .notOffered: texts(.registrationNotOffered)
        case .notLoggedIn: texts(.registrationLogInPrompt)
        case .sessionEnded: texts(.registrationSessionEnded)
        case .invalid(let problem): wording(of: problem)
        case .refused: texts(.registrationRefused)
        case .rejectedByServer(let message):
            message.isEmpty
                ? texts(.registrationRejectedNoReason) : texts(.registrationRejectedByServer, ["message": message])
        case .nothingToCheckOut: texts(.registrationNothingToCheckOut)
        case .failed(let error): texts(.registrationFailed, ["reason": ErrorWording.text(of: error, in: texts.shared)])
        }
    }

    private func wording(of problem: ArtistAlleyRequestProblem) -> String {
        switch problem {
        case .displayNameMissing: texts(.problemDisplayName)
        case .descriptionMissing: texts(.problemDescription)
        case .locationNotANumber(let text): texts(.problemLocation, ["text": text])
        case .telegramHandleInvalid(let text): texts(.problemTelegram, ["text": text])
        case .pictureMissing: texts(.problemPictureMissing)
        case .pictureUnreadable(let path, let reason): texts(.problemPictureUnreadable, ["path": path, "reason": reason])
        case .pictureEmpty(let file): texts(.problemPictureEmpty, ["file": file])
        case .pictureTooLarge(let file, let limit):
            texts(.problemPictureTooLarge, ["file": file, "limit": String(limit / (1024 * 1024))])
        case .pictureNotAnImage(let file): texts(.problemPictureNotImage, ["file": file])
        }
    }
}

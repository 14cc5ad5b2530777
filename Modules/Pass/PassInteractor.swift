import ConbookCore
import ConbookModuleKit

/// Turns the login and the badge pass fetched into display values.
@MainActor
struct PassInteractor {
    let login: LoginUseCase
    let showBadgePass: ShowBadgePassUseCase
    let texts: ModuleWords<PassText>

    /// Whether the pass can be fetched (a login that still counts).
    var isLoggedIn: Bool {
        if case .loggedIn = login.status() { return true }
        return false
    }

    /// What shows before the pass arrives: that it is being fetched, or why it cannot be.
    func waiting() -> PassViewModel {
        switch login.status() {
        case .notOffered:
            obstacle(texts(.passNotOffered))
        case .loggedOut:
            obstacle(texts(.passLogInPrompt))
        case .sessionEnded(let name):
            obstacle(name.map { texts(.passSessionEnded, ["name": $0]) } ?? texts(.passOldLogin))
        case .loggedIn(let attendee):
            PassViewModel(
                title: texts(.passTitle), holder: holder(name: attendee.name, number: attendee.registrationNumber),
                modules: [], note: texts(.passFetching), obstacle: nil)
        }
    }

    /// The pass, fetched from the server, or why there is none.
    func fetched() async -> PassViewModel {
        do throws(BadgePassError) {
            let pass = try await showBadgePass.fetch()
            return PassViewModel(
                title: texts(.passTitle), holder: holder(name: pass.holderName, number: pass.registrationNumber),
                modules: pass.rows, note: texts(.passNote), obstacle: nil)
        } catch {
            return obstacle(wording(of: error))
        }
    }

    private func wording(of error: BadgePassError) -> String {
        switch error {
        case .notOffered: texts(.passNotOffered)
        case .notLoggedIn: texts(.passLogInPrompt)
        case .sessionEnded:
            if case .sessionEnded(let name?) = login.status() {
                texts(.passSessionEnded, ["name": name])
            } else {
                texts(.passOldLogin)
            }
        case .noRegistration: texts(.passNoRegistration)
        case .unreadableCode(let detail): texts(.passUnreadable, ["detail": detail])
        case .failed(let error): texts(.passNotFetched, ["reason": ErrorWording.text(of: error, in: texts.shared)])
        }
    }

    private func holder(name: String?, number: String?) -> String? {
        guard let name = name.flatMap(DisplayText.nonEmpty) else { return nil }
        guard let number = number.flatMap(DisplayText.nonEmpty) else { return texts(.passHolder, ["name": name]) }
        return texts(.passHolderWithRegistration, ["name": name, "number": number])
    }

    private func obstacle(_ text: String) -> PassViewModel {
        PassViewModel(title: texts(.passTitle), holder: nil, modules: [], note: nil, obstacle: text)
    }
}

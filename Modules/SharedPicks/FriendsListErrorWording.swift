public import ConbookCore
import ConbookModuleKit

/// Why a friend's list could not be kept or forgotten, in words: for the shared picks page and
/// the command line.
public enum FriendsListErrorWording {
    /// The reason, naming both conventions when the picks are for another one.
    /// - Parameter currentName: the open convention's name (its title, else its identifier).
    public static func text(of error: FriendsListError, currentName: String?, language: Language) -> String {
        let texts = ModuleWords(SharedPicksTexts.self, language: language)
        return switch error {
        case .emptyName: texts(.friendsListEmptyName)
        case .nothingPicked: texts(.friendsListNothingPicked)
        case .unknownFriend(let name): texts(.friendsListUnknownFriend, ["name": name])
        case .otherConvention(let code, let current):
            ShareCodeErrorWording.text(
                of: .otherConvention(code: code, current: current), currentName: currentName, language: language)
        case .noConvention: texts(.shareCodeNoConvention)
        case .store(let error): ErrorWording.text(of: error, in: texts.shared)
        }
    }
}

public import ConbookCore
public import ConbookModuleKit

/// Why a friend's list could not be kept or forgotten, in words: for the shared picks page and
/// the command line.
public enum FriendsListErrorWording {
    /// The reason, naming both conventions when the picks are for another one.
    /// - Parameters:
    ///   - error: why the list could not be kept or forgotten.
    ///   - currentName: the open convention's name (its title, else its identifier).
    ///   - language: the language of the words.
    ///   - actions: how the front end words actions (keeping a list under an example name).
    public static func text(
        of error: FriendsListError, currentName: String?, language: Language, actions: ActionWording
    ) -> String {
        let texts = ModuleWords(SharedPicksTexts.self, language: language, actions: actions)
        return switch error {
        case .emptyName:
            texts(.friendsListEmptyName, ["keepList": texts.action(.keepList(name: texts(.friendsListExampleName)))])
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

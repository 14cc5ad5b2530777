public import ConbookCore
public import ConbookModuleKit

extension ActionWording {
    /// The console's words for what a person can do: the commands that do it (`login`,
    /// "`refresh` tries again", "`filter friend NAME`"), as the modules' texts show them there.
    /// - Parameter language: the language of the words around the commands.
    public static func console(in language: Language) -> ActionWording {
        let texts = ConsoleTexts.catalogue(for: language)
        return ActionWording { action in
            switch action {
            case .logIn: texts(.actionLogIn)
            case .logOut: texts(.actionLogOut)
            case .refresh: texts(.actionRefresh)
            case .tryAgain: texts(.actionTryAgain)
            case .endSearch: texts(.actionEndSearch)
            case .openMessages: texts(.actionOpenMessages)
            case .askForTable: texts(.actionAskForTable)
            case .setReminderTime: texts(.actionSetReminderTime)
            case .setSyncInterval: texts(.actionSetSyncInterval)
            case .clearData: texts(.actionClearData)
            case .watchForChanges: texts(.actionWatchForChanges)
            case .filterByFriend(let name): texts(.actionFilterByFriend, ["name": name])
            case .keepList(let name): texts(.actionKeepList, ["name": name])
            }
        }
    }
}

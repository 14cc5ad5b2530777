public import ConbookCore
public import ConbookModuleKit

extension ActionWording {
    /// The console's words for what a person can do: the commands that do it (`login`,
    /// "`refresh` tries again", "`filter friend NAME`"), as the modules' texts show them there.
    /// - Parameter language: the language of the words around the commands.
    public static func console(in language: Language) -> ActionWording {
        ActionWording(ConsoleTexts.catalogue(for: language))
    }
}

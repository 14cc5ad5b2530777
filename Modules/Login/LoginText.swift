public import ConbookModuleKit

/// Every text the Login module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`LoginTexts`).
public enum LoginText: String, TextKey {
    case loginTitle, loginExplanation, loginPreparing, loginFinishing, loginOpenAddress, loginPasteOrEnter
    case loginPasteOnly, loginNotYet, loginEnterCode, loginLoggedInAs, loginRegistration, loginRegistrationUnknown
    case loginRoles, loginNoRoles, loginValidUntil
    /// What the menu scene shows, for a front end's menu and help.
    case loginSummary
}

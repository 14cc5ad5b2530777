/// What is not right in the details typed for a login. `description` says it in English (for
/// logs and embedders); the modules word it in the language shown.
public enum LoginFieldProblem: Hashable, Sendable, CustomStringConvertible {
    /// No registration number was typed.
    case registrationNumberMissing
    /// The registration number is not a whole number from 1 to 999,999,999.
    case registrationNumberNotANumber
    /// No username was typed.
    case usernameMissing
    /// No password was typed.
    case passwordMissing

    public var description: String {
        switch self {
        case .registrationNumberMissing: "The registration number is not right: it is required."
        case .registrationNumberNotANumber: "The registration number is not right: it must be a number, such as 42."
        case .usernameMissing: "The username is not right: it is required."
        case .passwordMissing: "The password is not right: it is required."
        }
    }
}

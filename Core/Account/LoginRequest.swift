/// What an attendee logs in with, checked: a registration number, a username and a password.
/// The password is never shown (`description` leaves it out).
public struct LoginRequest: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    /// The registration number, e.g. `42`.
    public let registrationNumber: Int
    /// The username, as typed (surrounding spaces removed).
    public let username: String
    /// The password, as typed.
    public let password: String

    /// Checks what was typed: the registration number must be a whole number above 0, and the
    /// username and password must not be empty.
    /// - Throws: `LoginError.invalid` naming the first field that is not right.
    public init(registrationNumber: String, username: String, password: String) throws(LoginError) {
        let number = registrationNumber.trimmingSpaces
        guard !number.isEmpty else { throw .invalid(.registrationNumberMissing) }
        guard number.count <= 9, number.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(number), value > 0 else {
            throw .invalid(.registrationNumberNotANumber)
        }
        let name = username.trimmingSpaces
        guard !name.isEmpty else { throw .invalid(.usernameMissing) }
        guard !password.isEmpty else { throw .invalid(.passwordMissing) }
        self.registrationNumber = value
        self.username = name
        self.password = password
    }

    public var description: String { "login of \(username) (registration number \(registrationNumber))" }

    public var customMirror: Mirror {
        Mirror(self, children: ["registrationNumber": registrationNumber, "username": username], displayStyle: .struct)
    }
}

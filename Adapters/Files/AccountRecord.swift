import ConbookCore

/// An `AccountState` as the account file holds it (JSON, format 2): the credential with its
/// tokens, the profile, the messages, the unsent read marks and favourite changes (the latter
/// missing in the files of earlier versions: none). Times are milliseconds since 1970
/// (UTC). Format 1 held a login of the Eurofurence API's own token login (2023), which the server
/// no longer offers: such a file reads as outdated (log in again).
struct AccountRecord: Codable {
    struct CredentialRecord: Codable {
        var subject: String
        var name: String
        var accessToken: String
        var refreshToken: String?
        var validUntil: Int64?
        var audience: String
        var issuer: String
    }

    struct ProfileRecord: Codable {
        var roles: [String]
        var registrations: [RegistrationRecord]
    }

    struct RegistrationRecord: Codable {
        var number: String
        var status: String
    }

    struct MessageRecord: Codable {
        var id: String
        var authorName: String
        var subject: String
        var message: String
        var receivedAt: Int64
        var readAt: Int64?
    }

    /// The newest format this code reads and writes.
    static let currentFormat = 2
    /// The format of the 2023 token login.
    static let tokenLoginFormat = 1

    var format: Int
    var credential: CredentialRecord
    var profile: ProfileRecord?
    var messages: [MessageRecord]
    var unsentReads: [String]
    var unsentFavourites: [String: Bool]?

    init(_ state: AccountState) {
        format = Self.currentFormat
        let credential = state.credential
        self.credential = CredentialRecord(
            subject: credential.subject, name: credential.name, accessToken: credential.accessToken.secret,
            refreshToken: credential.refreshToken?.secret, validUntil: credential.validUntil?.millisecondsSinceEpoch,
            audience: credential.audience, issuer: credential.issuer)
        profile = state.profile.map { profile in
            ProfileRecord(
                roles: profile.roles,
                registrations: profile.registrations.map { RegistrationRecord(number: $0.number, status: $0.status) })
        }
        messages = state.messages.map { message in
            MessageRecord(
                id: message.id.rawValue, authorName: message.authorName, subject: message.subject,
                message: message.message, receivedAt: message.receivedAt.millisecondsSinceEpoch,
                readAt: message.readAt?.millisecondsSinceEpoch)
        }
        unsentReads = state.unsentReads.map(\.rawValue).sorted()
        unsentFavourites = Dictionary(uniqueKeysWithValues: state.unsentFavourites.map { ($0.key.rawValue, $0.value) })
    }

    var state: AccountState {
        AccountState(
            credential: Credential(
                subject: credential.subject, name: credential.name, accessToken: LoginToken(secret: credential.accessToken),
                refreshToken: credential.refreshToken.map { LoginToken(secret: $0) },
                validUntil: credential.validUntil.map { Instant(millisecondsSinceEpoch: $0) }, audience: credential.audience,
                issuer: credential.issuer),
            profile: profile.map { profile in
                AttendeeProfile(
                    roles: profile.roles,
                    registrations: profile.registrations.map { AttendeeRegistration(number: $0.number, status: $0.status) })
            },
            messages: messages.map { message in
                PrivateMessage(
                    id: PrivateMessage.ID(message.id), authorName: message.authorName, subject: message.subject,
                    message: message.message, receivedAt: Instant(millisecondsSinceEpoch: message.receivedAt),
                    readAt: message.readAt.map { Instant(millisecondsSinceEpoch: $0) })
            },
            unsentReads: Set(unsentReads.map { PrivateMessage.ID($0) }),
            unsentFavourites: Dictionary(
                uniqueKeysWithValues: (unsentFavourites ?? [:]).map { (Event.ID($0.key), $0.value) }))
    }

    /// Just the format of a file, read before the rest.
    struct FormatOnly: Decodable {
        var format: Int
    }
}

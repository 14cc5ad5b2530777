import ConbookCore

/// An `AccountState` as the account file holds it (JSON, format 1): the credential with its token,
/// the messages, the unsent read marks. Times are milliseconds since 1970 (UTC).
struct AccountRecord: Codable {
    struct CredentialRecord: Codable {
        var userID: String
        var username: String
        var registrationNumber: Int
        var token: String
        var validUntil: Int64
        var issuer: String
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
    static let currentFormat = 1

    var format: Int
    var credential: CredentialRecord
    var messages: [MessageRecord]
    var unsentReads: [String]

    init(_ state: AccountState) {
        format = Self.currentFormat
        let credential = state.credential
        self.credential = CredentialRecord(
            userID: credential.userID, username: credential.username, registrationNumber: credential.registrationNumber,
            token: credential.token.secret, validUntil: credential.validUntil.millisecondsSinceEpoch,
            issuer: credential.issuer)
        messages = state.messages.map { message in
            MessageRecord(
                id: message.id.rawValue, authorName: message.authorName, subject: message.subject,
                message: message.message, receivedAt: message.receivedAt.millisecondsSinceEpoch,
                readAt: message.readAt?.millisecondsSinceEpoch)
        }
        unsentReads = state.unsentReads.map(\.rawValue).sorted()
    }

    var state: AccountState {
        AccountState(
            credential: Credential(
                userID: credential.userID, username: credential.username,
                registrationNumber: credential.registrationNumber, token: LoginToken(secret: credential.token),
                validUntil: Instant(millisecondsSinceEpoch: credential.validUntil), issuer: credential.issuer),
            messages: messages.map { message in
                PrivateMessage(
                    id: PrivateMessage.ID(message.id), authorName: message.authorName, subject: message.subject,
                    message: message.message, receivedAt: Instant(millisecondsSinceEpoch: message.receivedAt),
                    readAt: message.readAt.map { Instant(millisecondsSinceEpoch: $0) })
            },
            unsentReads: Set(unsentReads.map { PrivateMessage.ID($0) }))
    }
}

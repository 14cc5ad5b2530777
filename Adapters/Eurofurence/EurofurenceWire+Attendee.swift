extension EurofurenceWire {
    /// `POST Tokens/RegSys`'s body.
    struct LoginBody: Encodable {
        var regNo: Int
        var username: String
        var password: String

        enum CodingKeys: String, CodingKey {
            case regNo = "RegNo"
            case username = "Username"
            case password = "Password"
        }
    }

    /// `POST Tokens/RegSys`'s answer.
    struct LoginAnswer: Decodable {
        var uid: String
        var username: String
        var token: String
        var tokenValidUntil: String

        enum CodingKeys: String, CodingKey {
            case uid = "Uid"
            case username = "Username"
            case token = "Token"
            case tokenValidUntil = "TokenValidUntil"
        }
    }

    /// One of `GET Communication/PrivateMessages`' messages.
    struct PrivateMessage: Decodable {
        var id: String
        var authorName: String?
        var subject: String?
        var message: String?
        var receivedDateTimeUtc: String?
        var createdDateTimeUtc: String?
        var readDateTimeUtc: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id"
            case authorName = "AuthorName"
            case subject = "Subject"
            case message = "Message"
            case receivedDateTimeUtc = "ReceivedDateTimeUtc"
            case createdDateTimeUtc = "CreatedDateTimeUtc"
            case readDateTimeUtc = "ReadDateTimeUtc"
        }
    }

    /// `POST EventFeedback`'s body.
    struct FeedbackBody: Encodable {
        var eventId: String
        var rating: Int
        var message: String

        enum CodingKeys: String, CodingKey {
            case eventId = "EventId"
            case rating = "Rating"
            case message = "Message"
        }
    }
}

extension EurofurenceWire {
    /// `GET Users/:self`'s answer (since 2024): the roles (which may repeat) and registrations.
    struct UserSelf: Decodable {
        var roles: [String]?
        var registrations: [Registration]?

        struct Registration: Decodable {
            var id: String
            var status: String?

            enum CodingKeys: String, CodingKey {
                case id = "Id"
                case status = "Status"
            }
        }

        enum CodingKeys: String, CodingKey {
            case roles = "Roles"
            case registrations = "Registrations"
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

import ConbookCore

/// A link of an event, inside its record (since schema 1): `{"title":…,"url":…}`.
struct EventLinkRecord: Codable {
    var title: String
    var url: String

    init(_ link: EventLink) {
        title = link.title
        url = link.url
    }

    var link: EventLink { EventLink(title: title, url: url) }
}

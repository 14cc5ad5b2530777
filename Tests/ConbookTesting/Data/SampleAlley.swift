public import ConbookCore

/// The artist alley of the sample convention, for the alley's tests: five accepted tables, two at
/// table 2, one at table 10 (after 2: the order is numeric), one at a table that is no number,
/// one without a table; and requests that pass the checks or break one rule each.
public enum SampleAlley {
    /// Table 2, with a website without a scheme and a Telegram handle with `@`.
    public static let zed = ArtistAlleyTable(
        id: "table-zed", displayName: "Zed Sketches", shortDescription: "Quick sketches of your character",
        location: "2", websiteURL: "zed.example", telegramHandle: "@zedsketch", registeredAt: SampleConvention.serverTime)
    /// Table 2 too; before Zed by name (accents aside).
    public static let ambar = ArtistAlleyTable(
        id: "table-ambar", displayName: "Ámbar Art", shortDescription: "Stickers and charms", location: "2",
        registeredAt: SampleConvention.serverTime)
    /// Table 10, with a picture and links.
    public static let inky = ArtistAlleyTable(
        id: "table-inky", displayName: "Inky Otter", shortDescription: "Ink drawings and prints", location: "10",
        websiteURL: "https://inky.example/", telegramHandle: "inkyotter", imageID: SampleConvention.denImage.id,
        registeredAt: SampleConvention.serverTime)
    /// A table that is no number.
    public static let bead = ArtistAlleyTable(
        id: "table-bead", displayName: "Bead Bunny", location: "B1", telegramHandle: "-",
        registeredAt: SampleConvention.serverTime)
    /// No table given.
    public static let wolf = ArtistAlleyTable(
        id: "table-wolf", displayName: "Wandering Wolf", shortDescription: "Badges", registeredAt: SampleConvention.serverTime)

    /// Every table, in no particular order.
    public static let tables = [wolf, inky, zed, bead, ambar]

    /// The sample convention with the alley.
    public static var stored: StoredConvention {
        var stored = SampleConvention.stored
        stored.content[ArtistAlleyTable.self] = EntityTable(tables)
        return stored
    }

    /// A PNG's first bytes (enough to be known as one).
    public static let pngBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)

    /// A request that passes every check.
    public static let form = ArtistAlleyRequestForm(
        displayName: "Some Guy Art", shortDescription: "Prints and stickers", location: "12",
        websiteURL: "https://someguy.example", telegramHandle: "@some_guy", picture: .read(fileName: "table.png", bytes: pngBytes)
    )

    /// The attendee's registration, pending.
    public static let pending = ArtistAlleyRegistration(
        id: "registration-1", state: .pending, displayName: "Some Guy Art", shortDescription: "Prints and stickers",
        location: "12")

    /// A logged-in attendee who is not checked in yet.
    public static let notCheckedIn = AccountState(
        credential: SampleAttendee.credential,
        profile: AttendeeProfile(roles: ["Attendee"], registrations: [AttendeeRegistration(number: "42", status: "Paid")]))
}

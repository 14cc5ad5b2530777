import ConbookCore
import ConbookTesting

extension ConbookTestContext {
    /// A second Core over this context's source, stores and clock, wording its display values in a
    /// language (the test kit's own Core is English).
    func conbook(in language: Language) throws -> Conbook {
        try Conbook(
            api: controllableAPI ?? api, store: store, clock: clock, calendar: calendar, richTextParser: conbook.richTextParser,
            imageStore: imageStore, settingsStore: settingsStore, attendeeAPI: attendeeAPI, accountStore: accountStore,
            language: language)
    }
}

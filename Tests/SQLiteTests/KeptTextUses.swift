import Foundation

/// What a file says of its kept texts (`event_texts`), read with SQLite alone.
enum KeptTextUses {
    /// How many kept texts count other uses than the events' abstracts and descriptions make of them.
    static func miscounted(in file: URL) throws -> Int? {
        try RawSQLite.integer(
            """
            SELECT count(*) FROM event_texts WHERE uses != (SELECT count(*) FROM events WHERE abstract_id = event_texts.id)
                + (SELECT count(*) FROM events WHERE description_id = event_texts.id)
            """, in: file)
    }
}

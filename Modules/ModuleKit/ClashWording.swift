public import ConbookCore

/// How clashes between favourites are worded, the same in every scene.
public enum ClashWording {
    /// A listing row's note, naming the favourites this one gives way to, e.g. `clashes with
    /// Fursuit Parade`; nil when it is not flagged (no clash, or it has the higher priority).
    public static func note(for clashes: [Clash], in texts: TextCatalogue<ModuleText>) -> String? {
        let flagged = clashes.filter(\.isFlagged)
        guard !flagged.isEmpty else { return nil }
        return texts(.clashNote, ["names": DisplayText.list(flagged.map(\.other.event.title), in: texts)])
    }

    /// An event page's lines, one per clash, e.g. `Clashes with Fursuit Parade (14:30–16:00,
    /// Main Stage)`, or for one this event wins over: `Overlaps Art Show Tour (14:00–15:00, Panel
    /// Room), which gives way: this one has high priority`.
    public static func lines(
        for clashes: [Clash], calendar: any ConventionCalendar, texts: TextCatalogue<ModuleText>
    ) -> [String] {
        clashes.map { clash in
            let other = clash.other
            let values = [
                "title": other.event.title, "times": calendar.formattedTimes(from: other.event.start, to: other.event.end),
                "room": other.room.listedName,
            ]
            return texts(clash.isFlagged ? .clashLine : .overlapLine, values)
        }
    }
}

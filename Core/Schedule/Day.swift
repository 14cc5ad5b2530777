/// One day of the convention's schedule, e.g. "Con Day 1".
public struct Day: Hashable, Sendable {
    /// Identifies a day.
    public typealias ID = Identifier<Day>

    /// The day's identifier.
    public var id: ID
    /// The organisers' name for it, e.g. `Early Arrival`.
    public var name: String
    /// Its local calendar date.
    public var date: CalendarDate

    /// Creates a day.
    public init(id: ID, name: String, date: CalendarDate) {
        self.id = id
        self.name = name
        self.date = date
    }
}

extension Day: OutlineEntity {
    /// Days are few: the outline holds them all.
    public static let kind = EntityKind<Day>(name: "day")
}

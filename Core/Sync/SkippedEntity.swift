/// Something a source sent that a sync left out because it could not be used: a whole entity (an
/// event whose start cannot be read, one that refers to a room the data does not hold), or one
/// property of an entity that was kept (a link that cannot be read).
///
/// Damage to one entity costs that entity, not the whole answer: the rest is applied, and the
/// sync reports what it skipped (`SyncSummary.skipped`, `ConventionOutline.skipped`). An answer
/// that loses more than half of its events is refused instead (`SyncError.mostlyUnreadable`).
public struct SkippedEntity: Hashable, Sendable, Codable {
    /// Why it was left out.
    public enum Reason: Hashable, Sendable, Codable {
        /// The source's data could not be read; the text is the reader's (e.g. `the DTSTART value
        /// cannot be read`).
        case unreadable(String)
        /// It refers to an entity the data does not hold: that entity's kind (e.g. `room`) and
        /// identifier.
        case missingReference(kind: String, identifier: String)
    }

    /// The kind of the entity (`EntityKind.name`, e.g. `event`).
    public var kindName: String
    /// The source's identifier of the entity, when it has one that could be read.
    public var identifier: String?
    /// What the source calls the entity (an event's title), when it could be read; else empty.
    public var name: String
    /// Where the source has it, e.g. `line 29` or `talks[3]`; empty when not known.
    public var place: String
    /// Nil when the whole entity was left out; otherwise the one property left out (e.g. `RDATE`),
    /// the entity itself being kept.
    public var property: String?
    /// Why.
    public var reason: Reason

    /// Describes a skipped entity, or (with `property`) a property left out of a kept one.
    public init(
        kindName: String, identifier: String? = nil, name: String = "", place: String = "", property: String? = nil,
        reason: Reason
    ) {
        self.kindName = kindName
        self.identifier = identifier
        self.name = name
        self.place = place
        self.property = property
        self.reason = reason
    }

    /// Describes a skipped entity of a kind, or a property left out of a kept one.
    public init<Entity: SyncedEntity>(
        _ type: Entity.Type, identifier: String? = nil, name: String = "", place: String = "", property: String? = nil,
        reason: Reason
    ) {
        self.init(
            kindName: Entity.kind.name, identifier: identifier, name: name, place: place, property: property, reason: reason)
    }

    /// Whether the whole entity was left out (not only one of its properties).
    public var isWholeEntity: Bool { property == nil }

    /// Whether it is a whole entity of a kind.
    public func isWhole<Entity: SyncedEntity>(_ type: Entity.Type) -> Bool {
        isWholeEntity && kindName == Entity.kind.name
    }
}

extension SkippedEntity: CustomStringConvertible {
    /// In English, e.g. `event “Opening” (line 29): the DTSTART value cannot be read`, or
    /// `event “Opening” (line 31), its RDATE left out: the RDATE value cannot be read`.
    public var description: String {
        var text = kindName
        if !name.isEmpty {
            text += " “\(name)”"
        } else if let identifier, !identifier.isEmpty {
            text += " \(identifier)"
        }
        if !place.isEmpty { text += " (\(place))" }
        if let property { text += ", its \(property) left out" }
        switch reason {
        case .unreadable(let why): text += ": \(why)"
        case .missingReference(let kind, let identifier):
            text += ": it refers to \(kind) \(identifier), which the data does not hold"
        }
        return text
    }
}

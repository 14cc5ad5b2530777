import ConbookCore
import ConbookTesting

/// A kind the Core never names: a badge handed out on a day (few: kept in the outline), whose
/// name changes are tracked.
struct Badge: OutlineEntity, ChangeTracked {
    enum Field: String, CaseIterable, Sendable {
        case name
    }

    static let kind = EntityKind<Badge>(name: "badge", references: [.required(\.dayID)])

    var id: Identifier<Badge>
    var name: String
    var dayID: Day.ID

    static func changedFields(from old: Badge, to new: Badge) -> Set<Field> {
        old.name == new.name ? [] : [.name]
    }
}

/// A kind the Core never names, of which there may be many (read from the store as needed): a
/// check-in in a room. Its room is a computed property (a badge's day is a stored one), so the
/// sync's check of required references is held on both ways of reading one.
struct CheckIn: SyncedEntity {
    static let kind = EntityKind<CheckIn>(name: "check-in", references: [.required(\.roomID)])

    var id: Identifier<CheckIn>
    var roomText: String
    var roomID: Room.ID { Room.ID(roomText) }

    init(id: Identifier<CheckIn>, roomID: Room.ID) {
        self.id = id
        roomText = roomID.rawValue
    }
}

/// Badges and check-ins for the sample convention.
enum UnnamedKinds {
    static let earlyBird = Badge(id: "badge-early", name: "Early Bird", dayID: SampleConvention.day1.id)
    static let nightOwl = Badge(id: "badge-owl", name: "Night Owl", dayID: SampleConvention.day3.id)
    static let checkIns = (0..<4).map { index in
        CheckIn(
            id: Identifier("check-in-\(index)"),
            roomID: index < 3 ? SampleConvention.mainStage.id : SampleConvention.panelRoom.id)
    }

    /// The sample convention with the badges and check-ins, as stored.
    static var stored: StoredConvention {
        var stored = SampleConvention.stored
        stored.content[Badge.self] = EntityTable([earlyBird, nightOwl])
        stored.content[CheckIn.self] = EntityTable(checkIns)
        return stored
    }
}

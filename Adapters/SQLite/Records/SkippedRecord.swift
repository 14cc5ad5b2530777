import ConbookCore

/// What a sync left out, one element of the JSON array in the `skipped` column of `conventions`
/// (since schema 17): `{"kind":"event","id":…,"name":…,"place":"line 29","property":…,"unreadable":"…"}`,
/// or with `missingKind` and `missingID` instead of `unreadable` for a reference to nothing; `id`,
/// `name`, `place` and `property` are left out when absent or empty.
struct SkippedRecord: StoredRecord {
    var kind: String
    var id: String?
    var name: String?
    var place: String?
    var property: String?
    var unreadable: String?
    var missingKind: String?
    var missingID: String?

    init(_ skipped: SkippedEntity) {
        kind = skipped.kindName
        id = skipped.identifier
        name = skipped.name.isEmpty ? nil : skipped.name
        place = skipped.place.isEmpty ? nil : skipped.place
        property = skipped.property
        switch skipped.reason {
        case .unreadable(let why): unreadable = why
        case .missingReference(let kind, let identifier):
            missingKind = kind
            missingID = identifier
        }
    }

    func value() throws(SQLiteFailure) -> SkippedEntity {
        let reason: SkippedEntity.Reason
        if let unreadable {
            reason = .unreadable(unreadable)
        } else if let missingKind, let missingID {
            reason = .missingReference(kind: missingKind, identifier: missingID)
        } else {
            throw .other("a skipped \(kind) without a reason", "reading what syncs left out")
        }
        return SkippedEntity(
            kindName: kind, identifier: id, name: name ?? "", place: place ?? "", property: property, reason: reason)
    }
}

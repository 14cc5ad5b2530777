import ConbookCore

/// A change mark in its table's `entity` column (since schema 1), with the entity's versions as
/// their own records: `{"kind":{"changed":{"_0":["room"]}},"previous":{…},"current":{…}}`, where
/// `kind` is also `{"added":{}}` or `{"cancelled":{}}` (a removed entity). Fields a later Conbook
/// tracks and this one does not know are left out when read.
struct TrackedChangeRecord<EntityRecord: StoredRecord>: StoredRecord where EntityRecord.Value: ChangeTracked {
    typealias Entity = EntityRecord.Value

    /// The kind of change, as the record spells it.
    enum KindRecord: Codable {
        case added
        case cancelled
        case changed([String])

        private enum CodingKeys: String, CodingKey {
            case added, cancelled, changed
        }

        private enum FieldsKeys: String, CodingKey {
            case fields = "_0"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.added) {
                self = .added
            } else if container.contains(.cancelled) {
                self = .cancelled
            } else {
                let fields = try container.nestedContainer(keyedBy: FieldsKeys.self, forKey: .changed)
                self = .changed(try fields.decode([String].self, forKey: .fields))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .added:
                _ = container.nestedContainer(keyedBy: FieldsKeys.self, forKey: .added)
            case .cancelled:
                _ = container.nestedContainer(keyedBy: FieldsKeys.self, forKey: .cancelled)
            case .changed(let fields):
                var nested = container.nestedContainer(keyedBy: FieldsKeys.self, forKey: .changed)
                try nested.encode(fields, forKey: .fields)
            }
        }
    }

    var kind: KindRecord
    var previous: EntityRecord?
    var current: EntityRecord?

    init(_ change: TrackedChange<Entity>) {
        switch change.kind {
        case .added: kind = .added
        case .removed: kind = .cancelled
        case .changed: kind = .changed(change.changedFields.map(\.rawValue))
        }
        previous = change.previous.map(EntityRecord.init)
        current = change.current.map(EntityRecord.init)
    }

    func value() throws(SQLiteFailure) -> TrackedChange<Entity> {
        let changeKind: TrackedChange<Entity>.Kind =
            switch kind {
            case .added: .added
            case .cancelled: .removed
            case .changed(let fields): .changed(Set(fields.compactMap(Entity.Field.init(rawValue:))))
            }
        return TrackedChange(kind: changeKind, previous: try previous?.value(), current: try current?.value())
    }
}

/// Values about kinds of entities, at most one of each type (e.g. each kind's `EntityTable`),
/// found by their type; code that handles every kind alike walks `kinds` and opens each one's type.
///
/// A type without a value reads as its empty value, and storing an empty value removes it, so two
/// maps are equal when they say the same about every kind.
struct KindMap: Hashable, Sendable {
    private var values: [ObjectIdentifier: any KindSpecific] = [:]

    /// The value of a type, or its empty value.
    subscript<Value: KindSpecific>(_ type: Value.Type) -> Value {
        get { values[ObjectIdentifier(Value.self)] as? Value ?? .empty }
        set { values[ObjectIdentifier(Value.self)] = newValue.isEmpty ? nil : newValue }
    }

    /// The kinds that have a value, by name.
    var kinds: [AnyEntityKind] {
        Set(values.values.map(\.kind)).sorted { $0.name < $1.name }
    }

    /// Whether no kind has a value.
    var isEmpty: Bool { values.isEmpty }

    static func == (lhs: KindMap, rhs: KindMap) -> Bool {
        guard lhs.values.count == rhs.values.count else { return false }
        return lhs.values.allSatisfy { key, value in
            guard let other = rhs.values[key] else { return false }
            return isEqual(value, other)
        }
    }

    func hash(into hasher: inout Hasher) {
        var combined = 0
        for value in values.values {
            combined &+= value.hashValue
        }
        hasher.combine(values.count)
        hasher.combine(combined)
    }

    private static func isEqual(_ lhs: any KindSpecific, _ rhs: any KindSpecific) -> Bool {
        func compare<Value: KindSpecific>(_ lhs: Value) -> Bool {
            (rhs as? Value) == lhs
        }
        return compare(lhs)
    }
}

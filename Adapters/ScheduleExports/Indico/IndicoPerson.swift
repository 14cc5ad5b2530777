import ConbookCore

/// The name of a person in Indico's exports: a speaker of a contribution
/// (`first_name`, `last_name`, `fullName` as `Last, First`) or a presenter of a timetable entry
/// (`firstName`, `familyName`, `name`).
enum IndicoPerson {
    /// `First Last` when either part is given, else `fullName`, else `name`; empty when the value
    /// is not an object or names nobody.
    static func name(_ value: Any) -> String {
        guard let person = value as? [String: Any] else { return ScheduleJSON.text(value) }
        let first = ScheduleJSON.text(person["first_name"] ?? person["firstName"])
        let last = ScheduleJSON.text(person["last_name"] ?? person["familyName"] ?? person["lastName"])
        let joined = [first, last].filter { !$0.isEmpty }.joined(separator: " ")
        if !joined.isEmpty { return joined }
        let full = ScheduleJSON.text(person["fullName"])
        return full.isEmpty ? ScheduleJSON.text(person["name"]) : full
    }

    /// The names of a list of people, in order, the nameless left out; empty when it is no list.
    static func names(_ value: Any?) -> [String] {
        (value as? [Any] ?? []).map(name).filter { !$0.isEmpty }
    }

    /// The people of a list of speakers: those with a `person_id` (the event's own record of the
    /// person, the same in each contribution they speak at), named as `name(_:)` names them, with
    /// their `affiliation` as the tag line. Others (not objects, without an id) are left out;
    /// empty when it is no list.
    static func people(_ value: Any?) -> [Person] {
        (value as? [Any] ?? []).compactMap { entry in
            guard let speaker = entry as? [String: Any] else { return nil }
            let id = ScheduleJSON.text(speaker["person_id"])
            guard !id.isEmpty else { return nil }
            return Person(id: Person.ID(id), name: name(speaker), tagLine: ScheduleJSON.text(speaker["affiliation"]))
        }
    }
}

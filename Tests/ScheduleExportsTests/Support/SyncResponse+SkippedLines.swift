import ConbookCore

extension SyncResponse {
    /// What the reader skipped, one line each, its kind, place and reason (and, for a property
    /// left out of a kept entity, which): `event talks[0].start: is missing`,
    /// `event talks[0].room (room left out): no room in “rooms” has the id 9`.
    var skippedLines: [String] {
        skipped.map { skip in
            let leftOut = skip.property.map { " (\($0) left out)" } ?? ""
            let reason =
                switch skip.reason {
                case .unreadable(let why): why
                case .missingReference(let kind, let identifier): "refers to missing \(kind) \(identifier)"
                }
            return "\(skip.kindName) \(skip.place)\(leftOut): \(reason)"
        }
    }
}

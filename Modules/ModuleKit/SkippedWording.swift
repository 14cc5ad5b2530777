public import ConbookCore

/// What a sync left out (`SkippedEntity`), in words: each one with its place and reason, and how
/// much in all (`2 events skipped, 1 detail left out`). The reader's reasons are its own (English)
/// words; references to nothing are worded here.
public enum SkippedWording {
    /// One skipped entity, e.g. `event “Opening” (line 29): the DTSTART value cannot be read`.
    public static func text(of skipped: SkippedEntity, in texts: TextCatalogue<ModuleText>) -> String {
        let kind = KindWording.name(ofKindNamed: skipped.kindName, in: texts)
        var what: String
        if let name = DisplayText.nonEmpty(skipped.name) {
            what = texts(.skippedNamed, ["kind": kind, "name": name])
        } else if let identifier = skipped.identifier.flatMap(DisplayText.nonEmpty) {
            what = texts(.skippedIdentified, ["kind": kind, "id": identifier])
        } else {
            what = texts(.skippedKind, ["kind": kind])
        }
        if let place = DisplayText.nonEmpty(skipped.place) {
            what = texts(.skippedPlace, ["what": what, "place": place])
        }
        if let property = skipped.property {
            what = texts(.skippedProperty, ["what": what, "property": property])
        }
        let reason =
            switch skipped.reason {
            case .unreadable(let why): why
            case .missingReference(let kindName, let identifier):
                texts(.skippedMissingReference, ["kind": KindWording.name(ofKindNamed: kindName, in: texts), "id": identifier])
            }
        return texts(.skippedBecause, ["what": what, "reason": reason])
    }

    /// How much was left out, by kind in the order of `ConventionKinds` (kinds it does not know
    /// after), then the details left out of kept entities: `2 events skipped, 1 detail left out`;
    /// nil when nothing was.
    public static func counts(of skipped: [SkippedEntity], in texts: TextCatalogue<ModuleText>) -> String? {
        guard !skipped.isEmpty else { return nil }
        var byKind: [String: Int] = [:]
        for entity in skipped where entity.isWholeEntity { byKind[entity.kindName, default: 0] += 1 }
        let known = ConventionKinds.all.map(\.name)
        let order = known.filter { byKind[$0] != nil } + byKind.keys.filter { !known.contains($0) }.sorted()
        var parts = order.map { name -> String in
            let count = byKind[name] ?? 0
            let kind = ConventionKinds.kind(named: name).map { KindWording.name(of: $0, count: count, in: texts) } ?? name
            return texts(.skippedCount, ["count": DisplayText.grouped(count, in: texts.language), "kind": kind])
        }
        let properties = skipped.count { !$0.isWholeEntity }
        if properties > 0 {
            parts.append(texts(.skippedPropertyCount, ["count": "\(properties)"]))
        }
        return parts.joined(separator: ", ")
    }
}

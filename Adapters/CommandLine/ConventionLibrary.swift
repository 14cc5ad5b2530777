import ConbookCore
import ConbookEurofurence
import ConbookFiles
import ConbookModuleKit
import ConbookSQLite
import ConbookScheduleExports
import Foundation

/// The conventions kept side by side in one database under the data directory: which one a run
/// uses (`--convention`, `--source`, else the last used, else the demo), where each comes from,
/// and the one-time import of a store written by an earlier Conbook (JSON files).
@MainActor
struct ConventionLibrary {
    /// The database file's name inside the data directory.
    static let databaseName = "conbook.sqlite"

    let root: URL
    let database: ConbookDatabase
    /// The texts its listing, warnings and errors are worded in.
    let texts: TextCatalogue<CommandLineText>

    /// Opens (or creates) the library. A database that cannot be read is moved aside by
    /// `ConbookDatabase` and a fresh one is opened; the returned warning tells the user.
    static func open(root: URL, texts: TextCatalogue<CommandLineText>) throws -> (library: ConventionLibrary, warning: String?) {
        let fileURL = root.appending(path: databaseName)
        do {
            return (ConventionLibrary(root: root, database: try ConbookDatabase(fileURL: fileURL), texts: texts), nil)
        } catch StoreError.unreadable(let location, let reason) {
            let warning = texts(.storeMovedAside, ["location": location, "reason": reason])
            return (ConventionLibrary(root: root, database: try ConbookDatabase(fileURL: fileURL), texts: texts), warning)
        }
    }

    /// The convention a run uses (`remember(_:)` makes it the last used once it has content).
    /// - Parameter convention: a stored convention's name, or the start of only one.
    /// - Throws: `ConventionNameError` for a name that names no stored convention or several.
    func choose(
        sourceArgument: String?, kind: ScheduleSourceKindChoice, peopleArgument: String? = nil, convention: String?
    ) throws -> ChosenConvention {
        let chosen: ChosenConvention
        if let convention {
            chosen = try named(try storedName(startingWith: convention))
        } else if sourceArgument != nil {
            let source = try ConventionSource(argument: sourceArgument, kind: kind.forced, texts: texts)
            // A people file given once is remembered with the source, as its time zone is.
            let remembered = try database.setting(Self.peopleKey(source.storeName)).flatMap { $0.isEmpty ? nil : $0 }
            let people = try (peopleArgument ?? remembered).map { argument in
                try PeopleDocumentSource(argument: argument, texts: texts)
            }
            chosen = ChosenConvention(
                name: source.storeName, source: source, sourceArgument: source.canonicalArgument, kind: kind,
                people: people)
        } else if let last = try database.setting(Self.lastConventionKey),
            try last == ConventionSource.demo.storeName || database.conventionNames().contains(last),
            let remembered = try? named(last)
        {
            chosen = remembered
        } else {
            chosen = ChosenConvention(name: ConventionSource.demo.storeName, source: .demo, sourceArgument: nil, kind: kind)
        }
        try importEarlierStore(named: chosen.name)
        return chosen
    }

    /// Remembers a convention's source and makes it the last used: for one that has content.
    func remember(_ chosen: ChosenConvention) throws {
        try database.setSetting(Self.sourceKey(chosen.name), chosen.sourceArgument ?? "")
        try database.setSetting(Self.kindKey(chosen.name), chosen.kind.rawValue)
        try database.setSetting(Self.peopleKey(chosen.name), chosen.people?.argument ?? "")
        try database.setSetting(Self.lastConventionKey, chosen.name)
    }

    /// The stored convention (or the demo) a name designates: the one with that name, else the only
    /// one whose name starts with it, ignoring case.
    private func storedName(startingWith query: String) throws -> String {
        let names = Set(try database.conventionNames() + [ConventionSource.demo.storeName]).sorted()
        if names.contains(query) { return query }
        let candidates = names.filter { $0.lowercased().hasPrefix(query.lowercased()) }
        switch candidates.count {
        case 0: throw ConventionNameError(problem: .unknown(query), texts: texts)
        case 1: return candidates[0]
        default: throw ConventionNameError(problem: .ambiguous(query, candidates: candidates), texts: texts)
        }
    }

    /// Every stored convention with where it comes from, the last used marked.
    func listing() throws -> [String] {
        let last = try database.setting(Self.lastConventionKey)
        return try database.conventionNames().map { name in
            let source = try database.setting(Self.sourceKey(name)).flatMap { $0.isEmpty ? nil : $0 } ?? texts(.bundledDemo)
            let summary =
                (try? database.store(for: name).loadOutline())?.map { outline in
                    texts(
                        .conventionSummary,
                        [
                            "title": outline.details?.title ?? outline.conventionIdentifier.rawValue,
                            "count": String(outline.count(of: Event.self)),
                        ])
                } ?? ""
            return texts(
                .conventionListingLine,
                [
                    "marker": name == last ? "*" : " ", "name": name, "summary": summary, "source": source,
                ])
        }
    }

    private func named(_ name: String) throws -> ChosenConvention {
        if name == ConventionSource.demo.storeName {
            return ChosenConvention(name: name, source: .demo, sourceArgument: nil, kind: .detect)
        }
        guard let argument = try database.setting(Self.sourceKey(name)), !argument.isEmpty else {
            throw ConventionNameError(problem: .unknown(name), texts: texts)
        }
        let kind = try database.setting(Self.kindKey(name)).flatMap(ScheduleSourceKindChoice.init(rawValue:)) ?? .detect
        let people = try database.setting(Self.peopleKey(name)).flatMap { $0.isEmpty ? nil : $0 }.map { argument in
            try PeopleDocumentSource(argument: argument, texts: texts)
        }
        return ChosenConvention(
            name: name, source: try ConventionSource(argument: argument, kind: kind.forced, texts: texts),
            sourceArgument: argument, kind: kind, people: people)
    }

    /// A store an earlier Conbook wrote as JSON files in `root/<name>/` is imported once.
    private func importEarlierStore(named name: String) throws {
        let earlier = root.appending(path: name)
        let marker = Self.importedKey(name)
        guard try database.setting(marker) == nil,
            FileManager.default.fileExists(atPath: earlier.appending(path: "convention.json").path),
            try !database.conventionNames().contains(name)
        else { return }
        try SQLiteConventionStore.importFileStore(at: earlier, into: database.store(for: name))
        try database.setSetting(marker, "yes")
    }

    /// Removes a stored convention with its favourites, read marks and settings (its source, its
    /// time zone); the others stay. An earlier JSON store is not imported again.
    func remove(_ name: String) throws {
        guard try database.conventionNames().contains(name) else {
            throw ConventionNameError(problem: .unknown(name), texts: texts)
        }
        try database.removeConvention(named: name)
        try FileAccountStore(file: accountFile(for: name)).saveAccount(nil)
        try database.setSettings(
            ([Self.sourceKey(name), Self.kindKey(name), Self.peopleKey(name), Self.zoneKey(name)]
                + SQLiteSettingsStore.settingKeys(for: name))
                .map { ($0, nil) })
        if try database.setting(Self.lastConventionKey) == name {
            try database.setSetting(Self.lastConventionKey, nil)
        }
    }

    /// The file that keeps a convention's login and private messages (0600):
    /// `<data directory>/accounts/<name>.json`, the name reduced to letters, digits, `-`, `_`, `.`.
    func accountFile(for name: String) -> URL {
        let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
        let fileName = safe.hasPrefix(".") || safe.isEmpty ? "_" + safe : safe
        return root.appending(path: "accounts").appending(path: fileName + ".json")
    }

    /// The time zone the user chose for a convention's times.
    func zonePreference(for name: String) throws -> ZonePreference {
        ZonePreference(storedValue: try database.setting(Self.zoneKey(name)))
    }

    /// Remembers the time zone the user chose for a convention's times.
    func setZonePreference(_ preference: ZonePreference, for name: String) throws {
        try database.setSetting(Self.zoneKey(name), preference.storedValue)
    }

    /// A login setting remembered for a convention (`issuer`, `client-id`, `redirect`), if any.
    func loginSetting(_ setting: String, for name: String) throws -> String? {
        try database.setting("login-\(setting):\(name)").flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Remembers a login setting for a convention.
    func setLoginSetting(_ setting: String, _ value: String, for name: String) throws {
        try database.setSetting("login-\(setting):\(name)", value)
    }

    private static let lastConventionKey = "last-convention"
    private static func sourceKey(_ name: String) -> String { "source:\(name)" }
    private static func kindKey(_ name: String) -> String { "source-kind:\(name)" }
    private static func peopleKey(_ name: String) -> String { "people-source:\(name)" }
    private static func importedKey(_ name: String) -> String { "imported-json-store:\(name)" }
    private static func zoneKey(_ name: String) -> String { "time-zone:\(name)" }
}

/// The convention a run uses and where its data comes from.
struct ChosenConvention {
    /// Its name in the library.
    let name: String
    /// Where its data comes from.
    let source: ConventionSource
    /// The `--source` argument that named the source (nil for the demo).
    let sourceArgument: String?
    /// Whether the source's kind was forced.
    let kind: ScheduleSourceKindChoice
    /// The people list published beside the programme (`--people`), if any.
    var people: PeopleDocumentSource? = nil
}

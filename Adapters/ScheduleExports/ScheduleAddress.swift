public import Foundation

/// What an http(s) address given as a source names, read from the address alone (no request is
/// made): a Eurofurence API, an Indico event (whose export is found by its number), or anything
/// else, a schedule file or a conference's page, whose content decides when it is fetched (see
/// `ScheduleExportURLAPI`, which finds a pretalx event's export from its page).
public enum ScheduleAddress: Equatable, Sendable {
    /// A Eurofurence-style API's base address: a path part `api` (`https://app.eurofurence.org/EF30/api`).
    case eurofurenceAPI(URL)
    /// A schedule or a page whose content decides; for an Indico event
    /// (`https://indico.cern.ch/event/1330797/`), its contributions export
    /// (`https://indico.cern.ch/export/event/1330797.json?detail=contributions`).
    case schedule(URL)

    /// Classifies an http(s) address.
    public init(_ url: URL) {
        let parts = url.path.split(separator: "/", omittingEmptySubsequences: true)
        if parts.contains(where: { $0.lowercased() == "api" }) {
            self = .eurofurenceAPI(url)
            return
        }
        if let exportURL = Self.indicoExport(of: url, parts: parts) {
            self = .schedule(exportURL)
            return
        }
        self = .schedule(url)
    }

    /// The address of the source as given or rewritten.
    public var url: URL {
        switch self {
        case .eurofurenceAPI(let url), .schedule(let url): url
        }
    }

    /// `…/event/{number}[/…]` (not already an export) → `…/export/event/{number}.json?detail=contributions`,
    /// keeping any path before `event` (Indico installed under a prefix).
    private static func indicoExport(of url: URL, parts: [Substring]) -> URL? {
        guard !parts.contains("export"),
            let eventIndex = parts.firstIndex(of: "event"), eventIndex + 1 < parts.count,
            !parts[eventIndex + 1].isEmpty, parts[eventIndex + 1].allSatisfy(\.isASCIIDigit),
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return nil }
        let prefix = parts[..<eventIndex].map { "/" + $0 }.joined()
        components.path = "\(prefix)/export/event/\(parts[eventIndex + 1]).json"
        components.query = "detail=contributions"
        components.fragment = nil
        return components.url
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

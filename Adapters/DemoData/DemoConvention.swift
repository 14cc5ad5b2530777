public import ConbookCore
public import Foundation

/// The bundled demo convention: a real Eurofurence full sync (EF27, August 2022) and a real delta
/// of the same API, shipped as package resources so that `conbook` shows a whole convention, and
/// what a refresh changes, with no network (`DemoConventionAPI` answers with them).
public enum DemoConvention {
    /// Where the bundled full sync lies.
    public static var syncResponseURL: URL {
        resource("EF26_Full_Sync_Response")
    }

    /// Where the bundled delta lies (it deletes the Art Show track).
    public static var deltaURL: URL {
        resource("EF26_DeleteTrack")
    }

    /// The convention's time zone (Eurofurence takes place in Berlin).
    public static let timeZoneIdentifier = "Europe/Berlin"

    /// A moment inside the convention, at which the demo clock is pinned: Con Day 2, 2022-08-25
    /// 11:30 CEST, while events run and others are about to start, with an announcement on.
    public static let pinnedNow = "2022-08-25T09:30:00Z"

    /// `pinnedNow` as an instant, for a `PinnedClock`.
    public static let pinnedInstant = Instant(millisecondsSinceEpoch: 1_661_419_800_000)

    /// The server time of the bundled full sync (its `CurrentDateTimeUtc`): a stored demo synced
    /// later has applied the bundled update.
    public static let originalServerTime = Instant(millisecondsSinceEpoch: 1_661_861_256_034)  // 2022-08-30T12:07:36.034Z

    /// Why a stored demo could not be brought back to where the demo begins (it then stays as stored).
    public enum RestartFailure: Error, Sendable {
        /// Its data could not be cleared.
        case notCleared(SettingsError)
        /// The bundled full sync could not be stored again.
        case notStored(SyncError)
    }

    /// Brings a stored demo back to where the demo begins, so that every run shows the same
    /// convention until `refresh` applies the update: when a refresh of an earlier run applied it,
    /// the convention's data is cleared (favourites, read marks and settings stay) and the bundled
    /// full sync is stored again. Nothing happens before the first download or when the demo
    /// already holds its original data.
    /// - Throws: `RestartFailure` when the data could not be cleared or stored again.
    @MainActor
    public static func startAfresh(_ conbook: Conbook) async throws(RestartFailure) {
        guard let summary = conbook.seeConventionSummary.summary(), summary.lastSync != originalServerTime else { return }
        do {
            try conbook.changeSettings.clearConventionData()
        } catch {
            throw .notCleared(error)
        }
        if case .failure(let error) = await conbook.refreshConvention.refresh() {
            throw .notStored(error)
        }
    }

    private static func resource(_ name: String) -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
            preconditionFailure("The demo convention's \(name).json is missing from the package build.")
        }
        return url
    }
}

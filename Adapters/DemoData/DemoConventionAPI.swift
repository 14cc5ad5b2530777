public import ConbookCore
import ConbookEurofurence

/// The bundled demo as a data source, so that every feature shows without a network: the real
/// EF27 full sync first; asked for the changes since it, a real delta of the same API (the Art
/// Show track deleted, and its nine events with it: cancelled, and favourites among them removed
/// from the schedule); after that, no changes.
///
/// One liberty is taken with the real data: an announcement that expired before the convention
/// ended stays valid until its last event ends, so that News shows the organisers' welcome
/// announcement (shown until the day before the convention) at the demo's pinned clock.
public struct DemoConventionAPI: ConventionAPI {
    /// Creates the demo's data source.
    public init() {}

    public func fetchChanges(since: Instant?) async throws(ConventionAPIError) -> SyncResponse {
        guard let since else {
            return Self.keepingAnnouncementsOn(
                try await FileConventionAPI(fileURL: DemoConvention.syncResponseURL).fetchChanges(since: nil))
        }
        let delta = try await FileConventionAPI(fileURL: DemoConvention.deltaURL).fetchChanges(since: since)
        guard since < delta.serverTime else {
            return SyncResponse(conventionIdentifier: delta.conventionIdentifier, serverTime: since)
        }
        return delta
    }

    /// The response with every announcement that expires before its last event ends kept valid
    /// until then.
    private static func keepingAnnouncementsOn(_ response: SyncResponse) -> SyncResponse {
        guard let end = response[Event.self].changed.map(\.end).max() else { return response }
        var response = response
        for index in response[Announcement.self].changed.indices {
            let announcement = response[Announcement.self].changed[index]
            if announcement.validFrom < end, announcement.validUntil < end {
                response[Announcement.self].changed[index].validUntil = end
            }
        }
        return response
    }
}

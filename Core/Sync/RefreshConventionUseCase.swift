/// Use case: bring the convention's data up to date from its source.
///
/// The first sync is full; later ones ask for the changes since the previous response's server
/// time. A response for another convention, or one that would break references between
/// entities, is refused and the store is left exactly as it was. Requests made while a sync is
/// running join it instead of starting another. Observers see progress and the outcome.
@MainActor
public final class RefreshConventionUseCase {
    /// The number of steps a sync reports progress in.
    public static let numberOfSteps = 3

    private let api: any ConventionAPI
    private let repository: ConventionRepository
    private let expectedConvention: ConventionIdentifier?
    private var inFlight: Task<Result<SyncSummary, SyncError>, Never>?

    /// The latest progress of the running sync; nil when none runs.
    public private(set) var progress: SyncProgress?

    init(api: any ConventionAPI, repository: ConventionRepository, expectedConvention: ConventionIdentifier?) {
        self.api = api
        self.repository = repository
        self.expectedConvention = expectedConvention
    }

    /// Whether a sync is running.
    public var isRefreshing: Bool { inFlight != nil }

    /// Syncs, or joins the sync that is already running, and returns its outcome.
    @discardableResult
    public func refresh() async -> Result<SyncSummary, SyncError> {
        await runningOrNewSync().value
    }

    /// Starts a sync in the background (or leaves the running one be) without waiting for it;
    /// `isRefreshing` is true as soon as this returns.
    public func startRefresh() {
        _ = runningOrNewSync()
    }

    /// Returns once no sync is running.
    public func waitUntilIdle() async {
        while let inFlight {
            _ = await inFlight.value
        }
    }

    private func runningOrNewSync() -> Task<Result<SyncSummary, SyncError>, Never> {
        if let inFlight {
            return inFlight
        }
        let task = Task { await self.performRefresh() }
        inFlight = task
        return task
    }

    private func performRefresh() async -> Result<SyncSummary, SyncError> {
        let known = repository.outline
        report(0, known == nil ? "Downloading the convention" : "Downloading changes")
        let outcome: Result<SyncSummary, SyncError>
        do throws(SyncError) {
            let response = try await fetch(since: known?.lastServerTime, sourceVersion: known?.sourceVersion)
            report(1, "Checking the changes")
            let part = try storeStep { () throws(StoreError) in
                try SyncInParts(repository: repository).part(touchedBy: response)
            }
            if let part {
                outcome = .success(try applyInParts(response, to: part))
            } else {
                outcome = .success(try applyWhole(response))
            }
            report(3, "Up to date")
        } catch {
            outcome = .failure(error)
        }
        inFlight = nil
        progress = nil
        repository.notify(.syncFinished(outcome))
        return outcome
    }

    /// Applies a response to the whole stored convention (loaded first if need be) and saves it.
    private func applyWhole(_ response: SyncResponse) throws(SyncError) -> SyncSummary {
        let previous = try storeStep { () throws(StoreError) in try repository.wholeConvention() }
        let (updated, delta) = try validateAndApply(response, to: previous)
        report(2, "Saving")
        try storeStep { () throws(StoreError) in try repository.replace(with: updated, delta: delta) }
        return summary(from: previous?.content, to: updated.content)
    }

    /// Applies a response to the part of the stored convention it touches and saves what changed:
    /// the cost grows with the response (and what it removes), not with the convention.
    private func applyInParts(_ response: SyncResponse, to part: StoredConvention) throws(SyncError) -> SyncSummary {
        let (updated, _) = try validateAndApply(response, to: part)
        report(2, "Saving")
        let update = SyncInParts.update(from: part, to: updated, by: response)
        try storeStep { () throws(StoreError) in try repository.apply(update) }
        return summary(from: part.content, to: updated.content)
    }

    /// Runs a store step, its failure a sync failure.
    private func storeStep<Value>(_ body: () throws(StoreError) -> Value) throws(SyncError) -> Value {
        do throws(StoreError) {
            return try body()
        } catch {
            throw SyncError.store(error)
        }
    }

    private func fetch(since: Instant?, sourceVersion: String?) async throws(SyncError) -> SyncResponse {
        do throws(ConventionAPIError) {
            return try await api.fetchChanges(since: since, sourceVersion: sourceVersion)
        } catch {
            throw .source(error)
        }
    }

    private func validateAndApply(
        _ response: SyncResponse, to previous: StoredConvention?
    ) throws(SyncError) -> (StoredConvention, ConventionDelta) {
        if let expected = previous?.conventionIdentifier ?? expectedConvention,
            expected != response.conventionIdentifier
        {
            throw .conventionMismatch(expected: expected, received: response.conventionIdentifier)
        }
        let content = try SyncResponseApplier().apply(response, to: previous?.content ?? .empty)
        var delta = delta(of: response, hasPrevious: previous != nil)
        let marks = eventChanges(from: previous, to: content, among: delta.events)
        if let previous, marks == previous.eventChanges {
            delta.eventChanges = .only([])
        }
        let removed = RemovedFavouritesTracker().removedFavourites(
            after: previous, now: content, favourites: repository.favourites, serverTime: response.serverTime)
        let updated = StoredConvention(
            conventionIdentifier: response.conventionIdentifier,
            lastServerTime: response.serverTime,
            content: content,
            eventChanges: marks,
            removedFavourites: removed,
            sourceVersion: response.sourceVersion
        )
        return (updated, delta)
    }

    /// What a response may have changed in the store. Removing a day, room or track can take
    /// events with it, so then every event counts as touched; new change marks are written whole.
    private func delta(of response: SyncResponse, hasPrevious: Bool) -> ConventionDelta {
        guard hasPrevious else { return .everything }
        let parentsGone = response.days.removeAllBeforeInsert || response.rooms.removeAllBeforeInsert
            || response.tracks.removeAllBeforeInsert || !response.days.deleted.isEmpty
            || !response.rooms.deleted.isEmpty || !response.tracks.deleted.isEmpty
        return ConventionDelta(
            days: .touched(by: response.days), rooms: .touched(by: response.rooms),
            tracks: .touched(by: response.tracks),
            events: parentsGone ? .everything : .touched(by: response.events),
            announcements: .touched(by: response.announcements), images: .touched(by: response.images),
            eventChanges: .everything)
    }

    /// The first sync marks nothing; a sync that changes no event keeps the marks of the last one that did.
    private func eventChanges(
        from previous: StoredConvention?, to content: ConventionContent, among touched: TouchedEntities<Event>
    ) -> [Event.ID: EventChange] {
        guard let previous else { return [:] }
        let changes = ScheduleComparison().changes(from: previous.content, to: content, among: touched)
        return changes.isEmpty ? previous.eventChanges : changes
    }

    private func summary(from old: ConventionContent?, to new: ConventionContent) -> SyncSummary {
        let oldEvents = old?.events ?? EntityTable()
        var summary = SyncSummary(wasFullSync: old == nil)
        for event in new.events.all {
            if let before = oldEvents[event.id] {
                if before != event { summary.eventsChanged += 1 }
            } else {
                summary.eventsAdded += 1
            }
        }
        summary.eventsRemoved = oldEvents.ids.subtracting(new.events.ids).count
        return summary
    }

    private func report(_ completed: Int, _ description: String) {
        let progress = SyncProgress(completed: completed, total: Self.numberOfSteps, description: description)
        self.progress = progress
        repository.notify(.syncProgressed(progress))
    }
}

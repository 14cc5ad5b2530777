/// Use case: bring the convention's data up to date from its source.
///
/// The first sync is full; later ones ask for the changes since the previous response's server
/// time, unless a full sync is due (`FullSyncRule`: the data is another viewer's, or its last full
/// sync is a day old). A logged-in attendee's sync carries their login, renewed first, so that a
/// source that answers each caller with their own view answers with theirs. Every response, full or delta, takes the same path: the part of the stored convention it
/// may change is read (`SyncPart`), the sync rules are applied to it (`SyncRules`), and what
/// differs is saved as one `ConventionUpdate`. A response for another convention, or one that
/// would break references between entities, is refused and the store is left exactly as it was.
/// When the Core keeps images and the source serves them, the images are then brought in step
/// (`ImageSync`): a failed image does not fail the sync. Requests made while a sync is running
/// join it instead of starting another. Observers see progress and the outcome.
@MainActor
public final class RefreshConventionUseCase {
    /// The number of steps a sync reports progress in: download, check, save (and images, when
    /// they are kept).
    public var numberOfSteps: Int { syncsImages ? 4 : 3 }

    /// Whether syncs bring images in step: the Core keeps images and the source serves them.
    private var syncsImages: Bool { imageStore != nil && api.providesImages }

    private let api: any ConventionAPI
    private let repository: ConventionRepository
    private let expectedConvention: ConventionIdentifier?
    private let imageStore: (any ImageStore)?
    private let account: AttendeeAccount?
    private let clock: any WallClock
    private var inFlight: Task<Result<SyncSummary, SyncError>, Never>?

    /// The latest progress of the running sync; nil when none runs.
    public private(set) var progress: SyncProgress?

    init(
        api: any ConventionAPI, repository: ConventionRepository, expectedConvention: ConventionIdentifier?,
        imageStore: (any ImageStore)?, account: AttendeeAccount?, clock: any WallClock
    ) {
        self.api = api
        self.repository = repository
        self.expectedConvention = expectedConvention
        self.imageStore = imageStore
        self.account = account
        self.clock = clock
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
        report(0, repository.outline == nil ? .downloadingConvention : .downloadingChanges)
        let outcome: Result<SyncSummary, SyncError>
        do throws(SyncError) {
            // Read the outline again, so that the sync builds on what another program may have
            // synced into the same store since it was opened.
            try storeStep { () throws(StoreError) in try repository.reloadOutline() }
            let known = repository.outline
            let caller = try await syncCaller()
            let isFull = FullSyncRule(filtersByCaller: api.filtersByCaller)
                .needsFullSync(of: known, for: caller.viewer, now: clock.now)
            let response = try await fetch(
                since: isFull ? nil : known?.lastServerTime, sourceVersion: known?.sourceVersion,
                credential: caller.credential)
            report(1, .checkingChanges)
            if let expected = known?.conventionIdentifier ?? expectedConvention,
                expected != response.conventionIdentifier
            {
                throw .conventionMismatch(expected: expected, received: response.conventionIdentifier)
            }
            let part = try storeStep { () throws(StoreError) in try SyncPart(repository: repository).read(for: response) }
            let (updated, skipped) = try applying(response, to: part, isFull: isFull, viewer: caller.viewer)
            report(2, .saving)
            try storeStep { () throws(StoreError) in try repository.apply(ConventionUpdate(from: part, to: updated)) }
            var summary = summary(from: part?.content, to: updated.content)
            summary.skipped = skipped
            summary.images = await syncImages()
            outcome = .success(summary)
            report(numberOfSteps, .upToDate)
        } catch {
            outcome = .failure(error)
        }
        inFlight = nil
        progress = nil
        repository.notify(.syncFinished(outcome))
        return outcome
    }

    /// Brings the kept images in step with the saved content, when images are kept; nil otherwise.
    private func syncImages() async -> ImageSyncSummary? {
        guard let imageStore, syncsImages else { return nil }
        let sync = ImageSync(api: api, store: imageStore, repository: repository)
        report(3, .checkingImages)
        let plan: (download: [ImageReference], remove: Set<ImageReference.ID>)
        do throws(StoreError) {
            plan = try sync.plan()
        } catch {
            return ImageSyncSummary(failures: [ImageDownloadFailure(image: "", reason: error.description)])
        }
        let summary = await sync.run(plan) { done, total, transfer in
            report(3, .downloadingImage(number: done + 1, count: total), transfer: transfer)
        }
        if summary.downloaded > 0 || summary.removed > 0 {
            repository.notify(.imagesUpdated)
        }
        return summary
    }

    /// Runs a store step, its failure a sync failure.
    private func storeStep<Value>(_ body: () throws(StoreError) -> Value) throws(SyncError) -> Value {
        do throws(StoreError) {
            return try body()
        } catch {
            throw SyncError.store(error)
        }
    }

    /// Whom the sync is for, and the login it carries (none for a source that answers everyone alike).
    private func syncCaller() async throws(SyncError) -> (credential: Credential?, viewer: SyncViewer) {
        guard api.filtersByCaller, let account else { return (nil, .anonymous) }
        do throws(LoginError) {
            return try await account.syncCaller()
        } catch {
            throw .login(error)
        }
    }

    private func fetch(
        since: Instant?, sourceVersion: String?, credential: Credential?
    ) async throws(SyncError) -> SyncResponse {
        do throws(ConventionAPIError) {
            return try await api.fetchChanges(since: since, sourceVersion: sourceVersion, credential: credential) {
                transfer in
                Task { @MainActor [weak self] in self?.reportTransfer(transfer) }
            }
        } catch {
            throw .source(error)
        }
    }

    /// The part of the stored convention (nil: nothing stored) after the response: its content
    /// under the sync rules, its change marks, the favourites it took off the schedule, its
    /// baseline and what syncs skipped; and what this sync skipped.
    private func applying(
        _ response: SyncResponse, to part: StoredConvention?, isFull: Bool, viewer: SyncViewer
    ) throws(SyncError) -> (StoredConvention, skipped: [SkippedEntity]) {
        let outcome = try SyncRules().apply(response, to: part?.content ?? .empty)
        let content = outcome.content
        var updated = StoredConvention(
            conventionIdentifier: response.conventionIdentifier,
            lastServerTime: response.serverTime,
            content: content,
            removedFavourites: RemovedFavouritesTracker().removedFavourites(
                after: part, now: content, favourites: repository.favourites, serverTime: response.serverTime),
            sourceVersion: response.sourceVersion
        )
        updated.changeMarks = ChangeTracking().marks(from: part, to: content)
        updated.baseline = isFull ? SyncBaseline(viewer: viewer, lastFullSync: response.serverTime) : part?.baseline
        updated.skipped = SkippedEntity.kept(part?.skipped ?? [], after: response, skipped: outcome.skipped)
        return (updated, outcome.skipped)
    }

    private func summary(from old: ConventionContent?, to new: ConventionContent) -> SyncSummary {
        let oldEvents = old?[Event.self] ?? EntityTable()
        var summary = SyncSummary(wasFullSync: old == nil)
        for event in new[Event.self].all {
            if let before = oldEvents[event.id] {
                if before != event { summary.eventsChanged += 1 }
            } else {
                summary.eventsAdded += 1
            }
        }
        summary.eventsRemoved = oldEvents.ids.subtracting(new[Event.self].ids).count
        return summary
    }

    /// A download's progress, while the download step runs (a late report after it is ignored);
    /// observers hear of it at most once per 1% or 256 KiB more.
    private func reportTransfer(_ transfer: TransferProgress) {
        guard var progress, progress.completed == 0, inFlight != nil else { return }
        if let shown = progress.transfer {
            let grewEnough =
                transfer.receivedBytes - shown.receivedBytes >= 256 * 1024
                || (transfer.fractionReceived ?? 0) - (shown.fractionReceived ?? 0) >= 0.01
                || transfer.receivedBytes == transfer.expectedBytes
            guard grewEnough, transfer.receivedBytes > shown.receivedBytes else { return }
        }
        progress.transfer = transfer
        self.progress = progress
        repository.notify(.syncProgressed(progress))
    }

    private func report(_ completed: Int, _ step: SyncStep, transfer: TransferProgress? = nil) {
        let progress = SyncProgress(completed: completed, total: numberOfSteps, step: step, transfer: transfer)
        self.progress = progress
        repository.notify(.syncProgressed(progress))
    }
}

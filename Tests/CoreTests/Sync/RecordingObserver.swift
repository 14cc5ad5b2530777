import ConbookCore

/// Records every change the Core announces.
@MainActor
final class RecordingObserver: ConventionObserver {
    private(set) var changes: [ConventionChange] = []

    func conventionDidChange(_ change: ConventionChange) {
        changes.append(change)
    }

    var progressDescriptions: [String] {
        changes.compactMap { change in
            if case .syncProgressed(let progress) = change { return progress.description }
            return nil
        }
    }
}

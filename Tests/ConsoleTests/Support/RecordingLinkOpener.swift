import ConbookConsole
import Synchronization

/// Opens addresses by remembering them, or fails with a reason.
final class RecordingLinkOpener: ConsoleLinkOpener {
    let failure: String?
    private let addresses = Mutex<[String]>([])

    /// The addresses opened, in order.
    var opened: [String] { addresses.withLock { $0 } }

    init(failure: String? = nil) {
        self.failure = failure
    }

    func open(_ address: String) throws(ConsoleLinkOpenerError) {
        if let failure { throw ConsoleLinkOpenerError(reason: failure) }
        addresses.withLock { $0.append(address) }
    }
}

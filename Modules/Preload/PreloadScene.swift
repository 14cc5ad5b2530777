public import ConbookModuleKit

/// The first-launch download screen.
@MainActor
public protocol PreloadScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any PreloadSceneDelegate)
    /// Shows how far the download has come.
    func showProgress(_ progress: PreloadProgressViewModel)
    /// Shows that the download failed, offering to retry or cancel.
    func showFailure(_ message: String)
}

/// What the preload scene reports.
@MainActor
public protocol PreloadSceneDelegate: AnyObject {
    /// The scene is on screen.
    func preloadSceneDidLoad()
    /// The user asked to try again after a failure.
    func preloadSceneDidRequestRetry()
    /// The user gave up.
    func preloadSceneDidRequestCancel()
}

/// Progress as the preload scene shows it.
public struct PreloadProgressViewModel: Hashable, Sendable {
    /// The fraction done, 0...1.
    public var fractionCompleted: Double
    /// What is happening, e.g. `Downloading the convention (1 of 3)`.
    public var text: String
    /// While downloading: the bytes received so far, when the source tells.
    public var receivedBytes: Int?
    /// While downloading: the bytes the server announced, when it did.
    public var expectedBytes: Int?
    /// While the step goes through items one by one (the pictures): which one, from 1.
    public var itemNumber: Int?
    /// While the step goes through items one by one: how many there are.
    public var itemCount: Int?

    /// Creates the display values.
    public init(
        fractionCompleted: Double, text: String, receivedBytes: Int? = nil, expectedBytes: Int? = nil,
        itemNumber: Int? = nil, itemCount: Int? = nil
    ) {
        self.fractionCompleted = fractionCompleted
        self.text = text
        self.receivedBytes = receivedBytes
        self.expectedBytes = expectedBytes
        self.itemNumber = itemNumber
        self.itemCount = itemCount
    }
}

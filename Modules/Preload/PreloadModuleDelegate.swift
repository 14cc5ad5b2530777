/// What the preload module tells whoever shows it.
@MainActor
public protocol PreloadModuleDelegate: AnyObject {
    /// The convention is downloaded and stored; content can be shown.
    func preloadModuleDidFinishLoading()
    /// The user cancelled before anything was downloaded.
    func preloadModuleDidCancel()
}

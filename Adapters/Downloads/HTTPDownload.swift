public import Foundation

/// The outcome of a conditional download.
public enum HTTPDownload: Sendable, Hashable {
    /// The body, with the validators of its version (nil when the server sent none).
    case body(Data, HTTPValidators?)
    /// The server's copy still matches the validators sent (`304 Not Modified`).
    case notModified
}

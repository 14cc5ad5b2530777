public import Foundation

/// The bundled demo convention: a real Eurofurence full sync (EF27, August 2022), shipped as a
/// package resource so that `conbook` shows a whole convention with no network.
public enum DemoConvention {
    /// Where the bundled sync response lies.
    public static var syncResponseURL: URL {
        guard let url = Bundle.module.url(forResource: "EF26_Full_Sync_Response", withExtension: "json") else {
            preconditionFailure("The demo convention resource is missing from the package build.")
        }
        return url
    }

    /// The convention's time zone (Eurofurence takes place in Berlin).
    public static let timeZoneIdentifier = "Europe/Berlin"

    /// A moment inside the convention, at which the demo clock is pinned: Con Day 2, 2022-08-25 11:30 CEST.
    public static let pinnedNow = "2022-08-25T09:30:00Z"
}

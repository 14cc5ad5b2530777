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

    private static func resource(_ name: String) -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
            preconditionFailure("The demo convention's \(name).json is missing from the package build.")
        }
        return url
    }
}

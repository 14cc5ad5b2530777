import ConbookCore
import ConbookTesting
import Testing

@Suite("App configuration: the server's addresses and feature switches")
struct AppConfigurationTests {
    @Test("Given feature switches, then `…Enabled` is off unless true, `…Disabled` on unless true, either case, and none is on")
    func featureSwitches() {
        let configuration = AppConfiguration([
            "FeatureAEnabled": "True", "FeatureBEnabled": "false", "FeatureCEnabled": "",
            "FeatureDDisabled": "TRUE", "FeatureEDisabled": "False", "FeatureFDisabled": "yes",
        ])
        #expect(configuration.isFeatureOn("A"))
        #expect(!configuration.isFeatureOn("B"))
        #expect(configuration.isFeatureOn("C"))  // empty counts as missing
        #expect(!configuration.isFeatureOn("D"))
        #expect(configuration.isFeatureOn("E"))
        #expect(configuration.isFeatureOn("F"))
        #expect(configuration.isFeatureOn("G"))
    }

    @Test("Given addresses, then only http and https ones count, trimmed; other schemes and spaces are none")
    func addresses() {
        let configuration = AppConfiguration([
            "CmaUrl": " https://cma.example/play ", "MapsUrl": "javascript:alert(1)", "SupportUrl": "http://help.example/a b",
        ])
        #expect(configuration.gameAddress == "https://cma.example/play")
        #expect(configuration.venueNavigationAddress == nil)
        #expect(configuration.supportAddress == nil)
        #expect(AppConfiguration(["PublicWifiSsid": "EF-OPEN"]).publicWifiName == "EF-OPEN")
    }
}

@MainActor
@Suite("Collect them all at the server's game address")
struct CollectThemAllAddressTests {
    @Test(
        "Given a server that names the game's address, when a logged-in attendee opens the game, then that address is the page, with no token in it"
    )
    func serverAddress() throws {
        var content = SampleConvention.content
        content.details = ConventionDetails(title: nil, appConfiguration: AppConfiguration(["CmaUrl": "https://cma.example/"]))
        let core = try ConbookTestContext(
            stored: StoredConvention(
                conventionIdentifier: SampleConvention.identifier, lastServerTime: SampleConvention.serverTime, content: content),
            account: SampleAttendee.account)
        #expect(
            core.conbook.collectThemAll.page() == .page(address: "https://cma.example/", shownAddress: "https://cma.example/"))
    }
}

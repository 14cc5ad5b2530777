import ConbookCore
import ConbookModuleKit
import ConbookSettings
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Settings")
struct WebSettingsSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: SettingsViewModel) -> (WebSettingsScene, CapturingSettingsDelegate) {
        let scene = harness.factory.makeSettingsScene()
        let delegate = CapturingSettingsDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private let settings = SettingsViewModel(rows: [
        SettingRowViewModel(label: "Times shown in", value: "UTC+2", note: "change it with --time-zone ID"),
        SettingRowViewModel(
            label: "Reminders", value: "15 minutes before an event", note: "set the minutes before an event (0 to 1,440)",
            control: .reminderLeadMinutes(current: 15, range: 0...1440)),
        SettingRowViewModel(
            label: "Watching", value: "a sync every 10 minutes", note: "set the minutes between syncs (1 to 1,440)",
            control: .syncIntervalMinutes(current: 10, range: 1...1440)),
        SettingRowViewModel(
            label: "Convention data", value: "<script>alert(1)</script>, 6 events", note: "clearing the data forgets it",
            control: .clearData),
    ])

    private var asking: SettingsViewModel {
        var viewModel = settings
        viewModel.confirmation = "Clear TESTCON26's data and pictures?"
        return viewModel
    }

    /// The form with its number field set to a value, as a browser sends it after a person typed it.
    private func form(_ form: ParsedForm, minutes: String) -> WebForm {
        var fields = form.fields.filter { $0.key != WebForm.actionField && $0.key != "minutes" }.map {
            (name: $0.key, value: $0.value)
        }
        fields.append((name: "minutes", value: minutes))
        return WebForm(action: form.action ?? "", fields: fields)
    }

    @Test(
        "Given the settings, when the page is written, then each setting has its heading, value and note, and the minutes are labelled number fields with their range and value"
    )
    func writesSettings() throws {
        let (scene, delegate) = loadedScene(settings)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Settings")
        #expect(scene.address.text == "/settings")
        #expect(page.all("h2").map(\.text) == ["Times shown in", "Reminders", "Watching", "Convention data"])
        #expect(page.text.contains("15 minutes before an event"))
        #expect(page.text.contains("change it with --time-zone ID"))
        let numbers = page.all("input").filter { $0.attributes["type"] == "number" }
        #expect(numbers.map { $0.attributes["value"] } == ["15", "10"])
        #expect(numbers.map { $0.attributes["min"] } == ["0", "1"])
        #expect(numbers.map { $0.attributes["max"] } == ["1440", "1440"])
        #expect(page.all("label").map(\.text) == ["Minutes before an event", "Minutes between syncs"])
        #expect(page.forms.compactMap(\.action) == ["reminder", "sync", "clear"])
        #expect(page.text.contains("<script>alert(1)</script>, 6 events"))
        #expect(!html.contains("<script>"))
        assertWellFormedPage(page, address: "/settings")
    }

    @Test("Given the minutes' forms, when they are posted, then the presenter is told each number of minutes")
    func changesMinutes() throws {
        let (scene, delegate) = loadedScene(settings)
        let forms = harness.page(of: scene).page.forms

        try scene.act(on: form(try #require(forms.first { $0.action == "reminder" }), minutes: "30"))
        try harness.post(try #require(forms.first { $0.action == "sync" }), to: scene)

        #expect(delegate.reminderMinutes == [30])
        #expect(delegate.syncMinutes == [10])
    }

    @Test(
        "Given the clear button, when it is posted, then clearing is asked for; when the question shows, its answers reach the presenter and the clear button is gone"
    )
    func clearsAfterAQuestion() throws {
        let (scene, delegate) = loadedScene(settings)
        try harness.post(try #require(harness.page(of: scene).page.forms.first { $0.action == "clear" }), to: scene)
        #expect(delegate.clearingRequests == 1)

        scene.show(asking)
        let (_, page, _) = harness.page(of: scene)
        #expect(page.text.contains("Clear TESTCON26's data and pictures?"))
        #expect(page.forms.compactMap(\.action) == ["confirm", "cancel", "reminder", "sync"])
        assertWellFormedPage(page, address: "/settings")
        try harness.post(try #require(page.forms.first { $0.action == "cancel" }), to: scene)
        try harness.post(try #require(page.forms.first { $0.action == "confirm" }), to: scene)

        #expect(delegate.cancellations == 1)
        #expect(delegate.confirmations == 1)
    }

    @Test(
        "Given forms with minutes that are no number, without minutes, of an action the page lacks, or answering no question, then each is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(settings)

        #expect(throws: WebFormError.malformedField("minutes")) {
            try scene.act(on: WebForm(action: "reminder", fields: [("minutes", "many")]))
        }
        #expect(throws: WebFormError.missingField("minutes")) { try scene.act(on: WebForm(action: "sync", fields: [])) }
        #expect(throws: WebFormError.unknownAction("confirm")) { try scene.act(on: WebForm(action: "confirm", fields: [])) }
        #expect(throws: WebFormError.unknownAction("cancel")) { try scene.act(on: WebForm(action: "cancel", fields: [])) }
        #expect(throws: WebFormError.unknownAction("language")) {
            try scene.act(on: WebForm(action: "language", fields: []))
        }
        #expect(delegate.heardNothingButLoading)
    }

    @Test(
        "Given settings not kept here and no convention data, when the page is written, then it has no form, and a form of them is refused"
    )
    func offersOnlyWhatChangesHere() {
        let (scene, delegate) = loadedScene(
            SettingsViewModel(rows: [
                SettingRowViewModel(label: "Reminders", value: "15 minutes before an event", note: "not kept here"),
                SettingRowViewModel(label: "Convention data", value: "none stored"),
            ]))

        #expect(harness.page(of: scene).page.forms.isEmpty)
        #expect(throws: WebFormError.unknownAction("reminder")) {
            try scene.act(on: WebForm(action: "reminder", fields: [("minutes", "5")]))
        }
        #expect(throws: WebFormError.unknownAction("clear")) { try scene.act(on: WebForm(action: "clear", fields: [])) }
        #expect(delegate.heardNothingButLoading)
    }

    @Test(
        "Given no settings yet, when the page is written, then it says it is loading and a form is refused; given none, it says there is nothing"
    )
    func loadingAndEmpty() {
        let scene = harness.factory.makeSettingsScene()
        let delegate = CapturingSettingsDelegate()
        scene.setDelegate(delegate)

        #expect(delegate.loads == 0)
        #expect(harness.page(of: scene).page.text == "Loading…")
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "clear", fields: [])) }
        scene.show(SettingsViewModel(rows: []))
        #expect(harness.page(of: scene).page.text == "Nothing to show.")
        #expect(delegate.heardNothingButLoading)
    }

    @Test("Given a change the presenter refuses, when it says why, then the session's notices hold it as a problem")
    func reportsErrors() {
        let (scene, _) = loadedScene(settings)

        scene.showError("5000 is not a valid reminder lead time")

        let notices = harness.notices.takeAll()
        #expect(notices.map(\.text) == ["5000 is not a valid reminder lead time"])
        #expect(notices.map(\.isProblem) == [true])
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeSettingsScene()
        scene.show(asking)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Einstellungen")
        #expect(page.all("label").map(\.text) == ["Minuten vor einer Veranstaltung", "Minuten zwischen Synchronisierungen"])
        #expect(page.forms.flatMap(\.buttons).contains("Ja, löschen"))
    }
}

@MainActor
private final class CapturingSettingsDelegate: SettingsSceneDelegate {
    var loads = 0
    var reminderMinutes: [Int] = []
    var syncMinutes: [Int] = []
    var clearingRequests = 0
    var confirmations = 0
    var cancellations = 0

    var heardNothingButLoading: Bool {
        reminderMinutes.isEmpty && syncMinutes.isEmpty && clearingRequests == 0 && confirmations == 0 && cancellations == 0
    }

    func settingsSceneDidLoad() { loads += 1 }
    func settingsSceneDidChangeReminderLeadTime(minutes: Int) { reminderMinutes.append(minutes) }
    func settingsSceneDidChangeSyncInterval(minutes: Int) { syncMinutes.append(minutes) }
    func settingsSceneDidRequestClearingData() { clearingRequests += 1 }
    func settingsSceneDidConfirmClearingData() { confirmations += 1 }
    func settingsSceneDidCancelClearingData() { cancellations += 1 }
}

// jsdom has HTMLDialogElement but not showModal()/close(). These stand-ins toggle `open` and, as a
// browser does, fire `close`: enough for the components' own behaviour (src/components/ui/Modal).
// Tests that run in plain Node (the unit project's default environment) have no dialog to patch.
if (typeof HTMLDialogElement !== 'undefined') {
  const proto = HTMLDialogElement.prototype
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

#!/usr/bin/env bash
# The Debian packages the whole test suite needs besides Node, listed here only: the test command
# (scripts/install-and-run.sh test) checks them before it installs anything, and .ci/run installs
# the missing ones. `develop` needs none of them.
#
#   scripts/test-machine.sh            names each missing package and the one apt-get line that
#                                      adds them all; exit 1 when any is missing
#   scripts/test-machine.sh --missing  the missing packages' names on one line (empty if none)
#
# Where the tests take a browser from a variable (CHROMIUM_PATH, FIREFOX_PATH, MINIBROWSER_PATH),
# the check looks there too.
set -euo pipefail

PACKAGES=(chromium fonts-dejavu-core poppler-utils default-jre-headless firefox-esr
  webkit2gtk-driver xvfb openssl)

on_path() { command -v "$1" >/dev/null; }

minibrowser() {
  if [ -n "${MINIBROWSER_PATH:-}" ]; then
    [ -x "$MINIBROWSER_PATH" ]
  else
    compgen -G "/usr/lib/*/webkit2gtk-4.1/MiniBrowser" >/dev/null
  fi
}

# Whether the machine has what the tests run from the package.
installed() {
  case $1 in
    chromium) [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] ;;
    fonts-dejavu-core) [ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] ;;
    poppler-utils) on_path pdfinfo && on_path pdftotext ;;
    default-jre-headless) on_path java ;;
    firefox-esr) [ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] ;;
    webkit2gtk-driver) on_path WebKitWebDriver && minibrowser ;;
    xvfb) on_path Xvfb ;;
    openssl) on_path openssl ;;
  esac
}

# What the tests use each package for, to say why it is needed.
purpose() {
  case $1 in
    chromium) echo "Chromium (${CHROMIUM_PATH:-/usr/bin/chromium}): the browser tests and the bench" ;;
    fonts-dejavu-core) echo "DejaVu fonts: the text the browsers draw" ;;
    poppler-utils) echo "pdfinfo, pdftotext: reading the CV PDFs" ;;
    default-jre-headless) echo "java: the W3C Nu HTML checker" ;;
    firefox-esr) echo "Firefox ESR (${FIREFOX_PATH:-/usr/bin/firefox-esr}): the cross-engine tests" ;;
    webkit2gtk-driver) echo "WebKitWebDriver and WebKitGTK's MiniBrowser: the cross-engine tests" ;;
    xvfb) echo "Xvfb: the virtual display of the WebKit tests" ;;
    openssl) echo "openssl: the certificate of the cross-engine tests' EmailJS stand-in" ;;
  esac
}

missing=()
for package in "${PACKAGES[@]}"; do
  installed "$package" || missing+=("$package")
done

case "${1:-}" in
  --missing)
    echo "${missing[*]}"
    exit 0
    ;;
  "") ;;
  *)
    echo "usage: $0 [--missing]" >&2
    exit 2
    ;;
esac

[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$EUID" -eq 0 ] || sudo="sudo "
{
  echo "The tests need Debian packages this machine lacks:"
  for package in "${missing[@]}"; do
    echo "  $package: $(purpose "$package")"
  done
  echo "Install them all, then run the tests again:"
  echo "  ${sudo}apt-get install ${missing[*]}"
} >&2
exit 1

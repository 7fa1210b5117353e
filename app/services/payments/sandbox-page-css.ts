// The sandbox page's stylesheet: a neutral gateway look, one column on phones, a centred card on desktops.
export const SANDBOX_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f1f3f6;color:#1a1f36;font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;display:flex;justify-content:center;align-items:flex-start;padding:24px 12px}
.card{width:100%;max-width:440px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(26,31,54,.08);padding:24px}
header{display:flex;align-items:center;gap:8px;margin-bottom:16px}
h1{font-size:1.125rem;margin:0}
.lock{font-size:1.1rem}
.test-mode{background:#fff8e1;border:1px solid #f5d77a;color:#6b4e00;border-radius:8px;padding:8px 12px;font-size:.8125rem;margin:0 0 16px}
.summary{border-bottom:1px solid #e3e8ee;padding-bottom:16px;margin-bottom:16px}
.summary p{margin:0}
.merchant{font-weight:600}
.amount-label{color:#697386;font-size:.8125rem;margin-top:8px!important}
.amount{font-size:2rem;font-weight:700;letter-spacing:-.01em}
.order{color:#697386;font-size:.875rem}
.hold{margin-top:8px!important;font-size:.875rem;background:#eef4ff;border-radius:8px;padding:8px 12px;color:#23407a}
.field{margin-bottom:14px;flex:1}
.row{display:flex;gap:12px}
label{display:block;font-size:.875rem;font-weight:600;margin-bottom:4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #c9d0da;border-radius:8px;background:#fff;color:inherit}
input:focus{outline:2px solid #3d5afe;outline-offset:1px;border-color:#3d5afe}
.invalid input{border-color:#c62828}
.error{color:#c62828;font-size:.8125rem;margin:4px 0 0}
.form-error{color:#c62828;background:#fdecea;border-radius:8px;padding:8px 12px;font-size:.875rem;margin:0 0 14px}
button{width:100%;font:inherit;font-weight:600;color:#fff;background:#1a1f36;border:0;border-radius:8px;padding:12px 16px;cursor:pointer;margin-top:4px}
button:hover{background:#2e3552}
button:focus-visible{outline:2px solid #3d5afe;outline-offset:2px}
.cancel{display:block;text-align:center;margin-top:16px;color:#3d5afe;font-size:.875rem}
.notice{font-size:1rem}
footer{margin-top:20px;color:#8792a2;font-size:.75rem;text-align:center}
@media (max-width:360px){.row{flex-direction:column;gap:0}.card{padding:16px}}
`
